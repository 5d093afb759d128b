"""The Word taskpane, served by the server itself at ``/taskpane/`` (so the taskpane and the API share an origin).

It serves the built files of ``addin/taskpane/dist`` (``cd addin && npm ci && npm run build``) with their
content types, and ``/taskpane/manifest.xml``: the add-in manifest with its development origin replaced by
this server's public URL (``VOUCH_PUBLIC_URL``; Office needs https). No token is needed for these files: the
taskpane asks for one and sends it on every API call.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from litestar import Response, get
from litestar.di import NamedDependency
from litestar.exceptions import NotFoundException
from litestar.params import FromPath
from litestar.status_codes import HTTP_503_SERVICE_UNAVAILABLE

from vouch.services import Services

ADDIN_DIR = Path(__file__).resolve().parents[3] / "addin"
DIST_DIR = ADDIN_DIR / "taskpane" / "dist"
MANIFEST = ADDIN_DIR / "manifest.xml"
# The origin addin/manifest.xml is written for (the development HTTPS proxy in front of `vouch serve`).
DEV_ORIGIN = "https://localhost:3000"

CONTENT_TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".map": "application/json",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".xml": "application/xml",
    ".txt": "text/plain",
}

NOT_BUILT = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Vouch taskpane not built</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2em; max-width: 40em">
<h1>The Vouch taskpane is not built yet</h1>
<p>The server serves the built taskpane from <code>{dist}</code>, which does not exist.</p>
<p>Build it from the repository root with:</p>
<pre>cd addin &amp;&amp; npm ci &amp;&amp; npm run build</pre>
<p>then reload this page (no server restart needed).</p>
</body></html>
"""


def _headers(relative: str) -> dict[str, str]:
    # Hashed build assets never change; everything else is revalidated so a rebuild shows at once.
    immutable = relative.startswith("assets/index-") or (relative.startswith("assets/") and "-" in relative[7:])
    cache = "public, max-age=31536000, immutable" if immutable and not relative.endswith(".png") else "no-cache"
    return {"Cache-Control": cache, "X-Content-Type-Options": "nosniff"}


def resolve_file(dist: Path, relative: str) -> Path | None:
    """The file under ``dist`` for a URL path, or None; never a path outside ``dist``."""
    relative = relative.lstrip("/") or "index.html"
    if relative.endswith("/"):
        relative += "index.html"
    root = dist.resolve()
    candidate = (root / relative).resolve()
    if not candidate.is_relative_to(root) or not candidate.is_file():
        return None
    return candidate


def serve_file(relative: str, dist: Path | None = None) -> Response[bytes]:
    dist = dist or DIST_DIR
    if not dist.is_dir():
        return Response(
            NOT_BUILT.format(dist=dist).encode(),
            status_code=HTTP_503_SERVICE_UNAVAILABLE,
            media_type="text/html",
            headers={"Cache-Control": "no-store"},
        )
    path = resolve_file(dist, relative)
    if path is None:
        raise NotFoundException(f"no taskpane file {relative!r}")
    media_type = CONTENT_TYPES.get(path.suffix.lower(), "application/octet-stream")
    return Response(path.read_bytes(), media_type=media_type, headers=_headers(relative.lstrip("/")))


def manifest_for(server_url: str, manifest: Path | None = None) -> str:
    """addin/manifest.xml with every development URL moved to this server's origin."""
    parts = urlsplit(server_url)
    origin = f"{parts.scheme}://{parts.netloc}"
    text = (manifest or MANIFEST).read_text(encoding="utf-8").replace(DEV_ORIGIN, origin)
    if parts.scheme != "https":
        warning = (
            "<!-- Warning: Office loads add-ins only over https; set VOUCH_PUBLIC_URL to the https URL "
            "users reach this server at. -->\n"
        )
        head, sep, rest = text.partition("?>\n")
        text = f"{head}{sep}{warning}{rest}" if sep else warning + text
    return text


@get("/taskpane/manifest.xml", exclude_from_auth=True, include_in_schema=False)
async def taskpane_manifest(services: NamedDependency[Services]) -> Response[str]:
    return Response(
        manifest_for(services.settings.server_url),
        media_type="application/xml; charset=utf-8",
        headers={"Cache-Control": "no-cache", "Content-Disposition": 'inline; filename="vouch-manifest.xml"'},
    )


# Litestar treats "/taskpane" and "/taskpane/" as one path; the build uses absolute /taskpane/ URLs for that.
@get("/taskpane", exclude_from_auth=True, include_in_schema=False)
async def taskpane_index() -> Response[bytes]:
    return serve_file("index.html")


@get("/taskpane/{path:path}", exclude_from_auth=True, include_in_schema=False)
async def taskpane_file(path: FromPath[str]) -> Response[bytes]:
    return serve_file(path)


taskpane_routes = [taskpane_manifest, taskpane_index, taskpane_file]
