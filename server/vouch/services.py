"""The long-lived parts of one running server, built once from settings and handed out by injection."""

from __future__ import annotations

from dataclasses import dataclass

from vouch.auth.store import UserStore
from vouch.catalog import CollectionStore
from vouch.db import Database
from vouch.passage_store import PassageStore
from vouch.settings import Settings


@dataclass
class Services:
    settings: Settings
    db: Database
    users: UserStore
    collections: CollectionStore
    passages: PassageStore

    @classmethod
    def build(cls, settings: Settings) -> Services:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        db = Database(settings.database_path)
        return cls(
            settings=settings,
            db=db,
            users=UserStore(db),
            collections=CollectionStore(db),
            passages=PassageStore(db),
        )

    def close(self) -> None:
        self.db.close()
