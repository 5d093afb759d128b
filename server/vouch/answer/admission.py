"""How many answers run at once on this server, and the order the rest start in.

Every running answer offers its checker a sentence every half second or so. Past what the checkers can clear,
sentences queue, every answer's marks arrive late (the 300 ms budget is gone for all of them), and many end
``unverified``. So a server runs at most ``limit`` answers (``VOUCH_MAX_ACTIVE_ANSWERS``); the others wait in
arrival order, each told how many answers are ahead of it (a ``queued`` event), and start when one finishes.
Raise the limit with the checking capacity: more ``vouch worker`` processes on more cores.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(eq=False)
class _Waiter:
    turn: asyncio.Future[None]
    told: Callable[[int], None]  # called with the number of answers ahead whenever it changes


class Admission:
    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError("at least one answer must be allowed to run")
        self.limit = limit
        self.active = 0
        self._waiting: deque[_Waiter] = deque()

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    async def enter(self, told: Callable[[int], None]) -> None:
        """Return when this answer may run; ``told(ahead)`` hears its place while it waits."""
        if self.active < self.limit and not self._waiting:
            self.active += 1
            return
        waiter = _Waiter(asyncio.get_running_loop().create_future(), told)
        self._waiting.append(waiter)
        told(len(self._waiting) - 1)
        try:
            await waiter.turn
        except asyncio.CancelledError:
            if waiter.turn.done() and not waiter.turn.cancelled():
                self.leave()  # the turn was handed over just as the wait was cancelled: pass it on
            else:
                self._waiting.remove(waiter)
                self._tell_places()
            raise

    def leave(self) -> None:
        """An answer that entered has finished: the longest-waiting one takes its place."""
        while self._waiting:
            waiter = self._waiting.popleft()
            if not waiter.turn.done():
                waiter.turn.set_result(None)  # the slot passes on; ``active`` is unchanged
                self._tell_places()
                return
        self.active -= 1

    def _tell_places(self) -> None:
        for ahead, waiter in enumerate(self._waiting):
            waiter.told(ahead)
