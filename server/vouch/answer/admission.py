"""How many answers run at once on this server, and the order the rest start in, with each user's fair share.

Every running answer offers its checker a sentence every half second or so. Past what the checkers can clear,
sentences queue, every answer's marks arrive late (the 300 ms budget is gone for all of them), and many end
``unverified``. So a server runs at most ``limit`` answers (``VOUCH_MAX_ACTIVE_ANSWERS``); the others wait in
arrival order, each told how many answers are ahead of it (a ``queued`` event), and start when one finishes.
Raise the limit with the checking capacity: more ``vouch worker`` processes on more cores.

One user's burst must not push everyone else to the back: a user runs at most ``per_user_running`` answers at
once (``VOUCH_MAX_RUNNING_PER_USER``), so a free slot goes to the first waiting answer whose user is under that
share, and has at most ``per_user_queued`` waiting (``VOUCH_MAX_QUEUED_PER_USER``); one more is refused at once
with ``TooManyAnswers`` (the answer ends ``error: too_many_answers``) instead of waiting behind its own kind.
"""

from __future__ import annotations

import asyncio
from collections import Counter, deque
from collections.abc import Callable, Hashable
from dataclasses import dataclass


class TooManyAnswers(Exception):
    """This user already has as many answers waiting as their share allows."""


@dataclass(eq=False)
class _Waiter:
    turn: asyncio.Future[None]
    told: Callable[[int], None]  # called with the number of answers ahead whenever it changes
    owner: Hashable


class Admission:
    def __init__(self, limit: int, per_user_running: int = 0, per_user_queued: int = 0) -> None:
        if limit < 1:
            raise ValueError("at least one answer must be allowed to run")
        self.limit = limit
        self.per_user_running = per_user_running  # 0: no per-user share
        self.per_user_queued = per_user_queued  # 0: no per-user queue limit
        self.active = 0
        self._running: Counter[Hashable] = Counter()
        self._waiting: deque[_Waiter] = deque()

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    def _under_share(self, owner: Hashable) -> bool:
        return owner is None or not self.per_user_running or self._running[owner] < self.per_user_running

    def _start(self, owner: Hashable) -> None:
        self.active += 1
        self._running[owner] += 1

    async def enter(self, told: Callable[[int], None], owner: Hashable = None) -> None:
        """Return when this answer may run; ``told(ahead)`` hears its place while it waits. Raises
        ``TooManyAnswers`` when ``owner`` already has their share of answers waiting."""
        eligible_ahead = any(self._under_share(w.owner) for w in self._waiting)
        if self.active < self.limit and self._under_share(owner) and not eligible_ahead:
            self._start(owner)
            return
        if owner is not None and self.per_user_queued:
            queued = sum(1 for w in self._waiting if w.owner == owner)
            if queued >= self.per_user_queued:
                raise TooManyAnswers(
                    f"you already have {queued} answers waiting to start (at most {self.per_user_queued}, with "
                    f"{self._running[owner]} running); wait for one to finish"
                )
        waiter = _Waiter(asyncio.get_running_loop().create_future(), told, owner)
        self._waiting.append(waiter)
        told(len(self._waiting) - 1)
        try:
            await waiter.turn
        except asyncio.CancelledError:
            if waiter.turn.done() and not waiter.turn.cancelled():
                self.leave(owner)  # the turn was handed over just as the wait was cancelled: pass it on
            else:
                self._waiting.remove(waiter)
                self._tell_places()
            raise

    def leave(self, owner: Hashable = None) -> None:
        """An answer that entered has finished: the longest-waiting answer whose user is under their share
        takes its place."""
        self.active -= 1
        self._running[owner] -= 1
        if self._running[owner] <= 0:
            del self._running[owner]
        self._admit()

    def _admit(self) -> None:
        admitted = False
        for waiter in list(self._waiting):
            if self.active >= self.limit:
                break
            if waiter.turn.done():
                self._waiting.remove(waiter)
                continue
            if self._under_share(waiter.owner):
                self._waiting.remove(waiter)
                self._start(waiter.owner)
                waiter.turn.set_result(None)
                admitted = True
        if admitted:
            self._tell_places()

    def _tell_places(self) -> None:
        for ahead, waiter in enumerate(self._waiting):
            waiter.told(ahead)
