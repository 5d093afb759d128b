"""The long-lived parts of one running server, built once from settings and handed out by injection."""

from __future__ import annotations

from dataclasses import dataclass, field

from vouch.audit.store import AuditStore
from vouch.auth.store import UserStore
from vouch.catalog import CollectionStore
from vouch.db import Database
from vouch.ingest.sink import IndexSink
from vouch.passage_store import PassageStore
from vouch.search.service import SearchService
from vouch.settings import Settings


@dataclass
class Services:
    settings: Settings
    db: Database
    users: UserStore
    collections: CollectionStore
    passages: PassageStore
    search: SearchService  # also the first of index_sinks
    audit: AuditStore  # append-only, hash-chained record of inserts, stubs, refusals, review decisions
    # Search engines register here to index what ingest commits (see vouch.ingest.sink).
    index_sinks: list[IndexSink] = field(default_factory=list)

    @classmethod
    def build(cls, settings: Settings) -> Services:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        db = Database(settings.database_path)
        passages = PassageStore(db)
        search = SearchService.build(settings, db, passages)  # lazy: no model load, no OpenSearch call yet
        return cls(
            settings=settings,
            db=db,
            users=UserStore(db),
            collections=CollectionStore(db),
            passages=passages,
            search=search,
            audit=AuditStore.open(settings.data_dir),  # lazy: the log is first read on first use
            index_sinks=[search],
        )

    def close(self) -> None:
        self.search.close()
        self.audit.close()
        self.db.close()
