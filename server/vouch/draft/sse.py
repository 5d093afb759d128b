"""Reading a ``text/event-stream`` body: lines in, events (their joined ``data``) out.

Per the SSE rules: ``data:`` lines accumulate until a blank line dispatches the event; lines starting with
``:`` are comments (keep-alives); a single space after the colon is dropped.
"""

from __future__ import annotations

from collections.abc import AsyncIterable, AsyncIterator


async def sse_data(lines: AsyncIterable[str]) -> AsyncIterator[str]:
    data: list[str] = []
    async for raw in lines:
        line = raw.rstrip("\r")
        if line == "":
            if data:
                yield "\n".join(data)
                data = []
            continue
        if line.startswith(":"):
            continue
        field, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if field == "data":
            data.append(value)
    if data:  # a server that closed without the final blank line
        yield "\n".join(data)
