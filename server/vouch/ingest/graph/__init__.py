"""Microsoft Graph sync: a SharePoint document library or OneDrive folder -> a collection.

    settings.py  VOUCH_GRAPH_* (GraphSettings)
    client.py    msgraph-sdk: the drive, the delta feed, content downloads; Graph errors -> GraphError
    state.py     the delta link and the item mirror in SQLite (migration component "graph")
    sync.py      one run: read the feed into the mirror, reconcile the mirror with the passage store
    report.py    what a run did, per file
    cli.py       ``vouch sync graph``

Kept import-free: ``vouch --help`` must not load the SDK.
"""
