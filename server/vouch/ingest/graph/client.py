"""The Microsoft Graph side of sync: an msgraph-sdk client and the three calls sync makes with it.

Everything that touches the SDK lives here, so the sync logic works on small plain records (``RemoteItem``,
``DeltaPage``) and one exception family (``GraphError``) whose messages a person can act on. Requests go
through the SDK's request builders and its default middleware (retry on 429/503/504 honouring Retry-After,
redirects with the Authorization header dropped when the host changes), never through hand-written HTTP.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar

import httpx
from azure.core.exceptions import AzureError, ClientAuthenticationError
from azure.identity import ClientSecretCredential
from kiota_abstractions.api_error import APIError
from kiota_abstractions.authentication import (
    AccessTokenProvider,
    AllowedHostsValidator,
    AuthenticationProvider,
    BaseBearerTokenAuthenticationProvider,
)
from kiota_authentication_azure.azure_identity_authentication_provider import AzureIdentityAuthenticationProvider
from kiota_http._exceptions import KiotaHTTPXError
from kiota_http.kiota_client_factory import KiotaClientFactory
from msgraph.generated.models.drive import Drive
from msgraph.generated.models.drive_item import DriveItem
from msgraph.generated.models.o_data_errors.o_data_error import ODataError
from msgraph.graph_request_adapter import GraphRequestAdapter
from msgraph.graph_service_client import GraphServiceClient

# msgraph-core ships no py.typed; its factory is only called, never subclassed, so Any is harmless here.
from msgraph_core import GraphClientFactory  # type: ignore[import-untyped,unused-ignore]

from vouch.ingest.graph.report import DriveRef
from vouch.ingest.graph.settings import GraphSettings

T = TypeVar("T")

# The drive's root folder as a drive item id: Graph accepts this alias wherever an item id goes, which
# lets sync ask for the delta of the whole drive through the items/{id}/delta request builder.
ROOT_ALIAS = "root"

# parentReference.path of an item directly under the root: "/drive/root:" or "/drives/{id}/root:".
_ROOT_PARENT_PATH = re.compile(r"^/drives?(/[^/]+)?/root:$")


class GraphError(Exception):
    """A Graph call failed in a way that stops the whole sync; ``str()`` is safe to show to a user."""


class GraphAuthError(GraphError):
    """No token, a refused token (401) or no permission on the drive (403)."""


class GraphNotFound(GraphError):
    """404: the drive, site or item does not exist (or the app cannot see it)."""


class DeltaExpired(GraphError):
    """410: the saved delta link is too old; Graph wants a full enumeration again."""


class GraphUnavailable(GraphError):
    """Graph could not be reached or kept failing (network, DNS, TLS, repeated 5xx)."""


class ItemKind(StrEnum):
    ROOT = "root"
    FOLDER = "folder"
    FILE = "file"
    OTHER = "other"  # OneNote packages, shortcuts to other drives, ...: nothing to ingest


@dataclass(frozen=True)
class RemoteItem:
    """The part of a driveItem that sync needs; ``version`` changes exactly when the content does."""

    id: str
    name: str | None
    parent_id: str | None
    kind: ItemKind
    deleted: bool = False
    version: str | None = None
    size: int | None = None
    mime_type: str | None = None
    parent_is_root: bool = False  # from parentReference.path when Graph sends it (it does not in delta)


@dataclass(frozen=True)
class DeltaPage:
    items: list[RemoteItem]
    next_link: str | None
    delta_link: str | None


class _StaticToken(AccessTokenProvider):
    """A bearer token given up front (VOUCH_GRAPH_ACCESS_TOKEN), attached only to the Graph host."""

    def __init__(self, token: str, host: str) -> None:
        self._token = token
        self._hosts = AllowedHostsValidator([host])

    async def get_authorization_token(
        self,
        uri: str,
        additional_authentication_context: dict[str, Any] = {},  # noqa: B006 (the SDK's own signature)
    ) -> str:
        # An empty token means "send no Authorization header": any host but Graph's gets nothing.
        return self._token if self._hosts.is_url_host_valid(uri) else ""

    def get_allowed_hosts_validator(self) -> AllowedHostsValidator:
        return self._hosts


def _auth_provider(settings: GraphSettings) -> AuthenticationProvider:
    if settings.access_token:
        return BaseBearerTokenAuthenticationProvider(_StaticToken(settings.access_token, settings.host))
    settings.require_credentials()
    assert settings.tenant_id and settings.client_id and settings.client_secret  # require_credentials checked
    credential = ClientSecretCredential(
        settings.tenant_id, settings.client_id, settings.client_secret, authority=settings.authority
    )
    # allowed_hosts keeps the token on the Graph host even if a response ever pointed elsewhere.
    return AzureIdentityAuthenticationProvider(credential, scopes=[settings.scope], allowed_hosts=[settings.host])


class GraphClient:
    """One GraphServiceClient on one base URL, closed with ``aclose`` (it owns an HTTP connection pool)."""

    def __init__(self, settings: GraphSettings, auth: AuthenticationProvider | None = None) -> None:
        self.settings = settings
        self._http = GraphClientFactory.create_with_default_middleware(client=KiotaClientFactory.get_default_client())
        adapter = GraphRequestAdapter(auth or _auth_provider(settings), client=self._http)
        # The adapter's base URL replaces {+baseurl} in every request template: this is what points the SDK
        # at a national cloud or at a local stand-in.
        adapter.base_url = settings.base_url
        self.sdk = GraphServiceClient(request_adapter=adapter)
        self._credentials = (
            "VOUCH_GRAPH_ACCESS_TOKEN (it may have expired)"
            if settings.access_token and auth is None
            else "VOUCH_GRAPH_TENANT_ID, VOUCH_GRAPH_CLIENT_ID and VOUCH_GRAPH_CLIENT_SECRET"
        )

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _call(self, what: str, request: Callable[[], Awaitable[T]]) -> T:
        return await _call(what, request, self._credentials)

    async def resolve_drive(self, *, drive_id: str | None, site_id: str | None, user: str | None) -> DriveRef:
        """The drive to sync: by id, a site's library by id, a site's default library, or a user's OneDrive."""
        drive: Drive | None
        if site_id and drive_id:
            # Asking through the site checks that the drive really is one of that site's libraries.
            what = f"drive {drive_id} of site {site_id}"
            drive = await self._call(what, self.sdk.sites.by_site_id(site_id).drives.by_drive_id(drive_id).get)
        elif site_id:
            what = f"the default document library of site {site_id}"
            drive = await self._call(what, self.sdk.sites.by_site_id(site_id).drive.get)
        elif user:
            what = f"the OneDrive of {user}"
            drive = await self._call(what, self.sdk.users.by_user_id(user).drive.get)
        elif drive_id:
            what = f"drive {drive_id}"
            drive = await self._call(what, self.sdk.drives.by_drive_id(drive_id).get)
        else:
            raise ValueError("a drive id, a site id or a user is needed")
        if drive is None or not drive.id:
            raise GraphError(f"Graph returned no drive for {what}")
        return DriveRef(id=drive.id, name=drive.name)

    async def delta_page(self, drive_id: str, link: str | None) -> DeltaPage:
        """One page of the drive's change feed: from the start (``link`` None), a nextLink or a deltaLink.

        Delta is asked of the root, not of the synced folder: SharePoint and OneDrive for Business support
        delta only on the root, so a folder is selected by path on our side.
        """
        builder = self.sdk.drives.by_drive_id(drive_id).items.by_drive_item_id(ROOT_ALIAS).delta
        if link is not None:
            builder = builder.with_url(link)
        page = await self._call(f"the changes of drive {drive_id}", builder.get)
        if page is None:
            raise GraphError(f"Graph returned an empty answer to the delta query of drive {drive_id}")
        items = [_remote_item(raw) for raw in page.value or [] if raw.id]
        return DeltaPage(items=items, next_link=page.odata_next_link, delta_link=page.odata_delta_link)

    async def download(self, drive_id: str, item_id: str) -> bytes:
        """A file's bytes. Graph answers 302 to a pre-authenticated URL; the SDK's redirect handler follows
        it and drops the Authorization header on the way, since that host must not see our token."""
        content = self.sdk.drives.by_drive_id(drive_id).items.by_drive_item_id(item_id).content
        data = await self._call(f"the content of item {item_id}", content.get)
        return data or b""


def _version(item: DriveItem) -> str | None:
    """Content identity: a hash when Graph gives one (SharePoint: quickXorHash), else cTag, else eTag.

    cTag changes with content only and eTag with metadata too (a rename), so a hash or cTag avoids
    re-reading a file whose bytes did not change; renames are caught separately by path."""
    hashes = item.file.hashes if item.file else None
    if hashes is not None:
        for label, value in (
            ("sha256", hashes.sha256_hash),
            ("quickxor", hashes.quick_xor_hash),
            ("sha1", hashes.sha1_hash),
            ("crc32", hashes.crc32_hash),
        ):
            if value:
                return f"{label}:{value}"
    if item.c_tag:
        return f"ctag:{item.c_tag}"
    if item.e_tag:
        return f"etag:{item.e_tag}"
    return None


def _remote_item(item: DriveItem) -> RemoteItem:
    assert item.id is not None  # filtered by the caller
    if item.root is not None:
        kind = ItemKind.ROOT
    elif item.folder is not None:
        kind = ItemKind.FOLDER
    elif item.file is not None and item.package is None and item.remote_item is None:
        kind = ItemKind.FILE
    else:
        kind = ItemKind.OTHER
    parent = item.parent_reference
    return RemoteItem(
        id=item.id,
        name=item.name,
        parent_id=parent.id if parent else None,
        kind=kind,
        deleted=item.deleted is not None,
        version=_version(item) if kind is ItemKind.FILE else None,
        size=item.size,
        mime_type=item.file.mime_type if item.file else None,
        parent_is_root=bool(parent and parent.path and _ROOT_PARENT_PATH.match(parent.path)),
    )


def _odata_detail(exc: APIError) -> str:
    """``code: message`` from Graph's error body when there is one."""
    if isinstance(exc, ODataError) and exc.error is not None:
        code, message = exc.error.code, exc.error.message
        return ": ".join(part for part in (code, message) if part) or "no detail"
    return exc.primary_message or "no detail"


async def _call(what: str, request: Callable[[], Awaitable[T]], credentials: str) -> T:
    """Run one SDK request, turning every way it can fail into a GraphError saying what was asked.

    ``credentials`` names the settings to check when Graph refuses the token."""
    try:
        return await request()
    except APIError as exc:
        status = exc.response_status_code
        detail = _odata_detail(exc)
        if status == 401:
            raise GraphAuthError(
                f"Graph refused the credentials when reading {what} (401 {detail}); check {credentials}"
            ) from None
        if status == 403:
            raise GraphAuthError(
                f"the app may not read {what} (403 {detail}); grant it Sites.Read.All or Files.Read.All "
                "(application permission, with admin consent)"
            ) from None
        if status == 404:
            raise GraphNotFound(f"{what} was not found (404 {detail})") from None
        if status == 410:
            raise DeltaExpired(f"the saved change position of {what} has expired (410 {detail})") from None
        if status == 429:
            # The SDK already waited and retried as Retry-After asked; Graph is still throttling this app.
            raise GraphUnavailable(f"Graph is throttling requests for {what} (429 {detail}); try later") from None
        if status is not None and status >= 500:
            raise GraphUnavailable(f"Graph failed while reading {what} ({status} {detail})") from None
        raise GraphError(f"Graph answered {status} when reading {what}: {detail}") from None
    except ClientAuthenticationError as exc:
        # Entra ID said no (wrong secret, unknown tenant or app): its first line names the AADSTS code; the
        # rest (trace and correlation ids, a link) is for a support ticket, not for this message.
        lines = (exc.message or str(exc)).strip().splitlines()
        first = lines[0] if lines else "refused"
        raise GraphAuthError(f"could not get a Graph token from Entra ID ({first}); check {credentials}") from None
    except AzureError as exc:
        raise GraphUnavailable(f"could not reach Entra ID for a Graph token: {exc}") from None
    except httpx.HTTPError as exc:
        raise GraphUnavailable(f"could not reach Graph for {what}: {type(exc).__name__}: {exc}") from None
    except KiotaHTTPXError as exc:
        # Too many redirects, an answer the SDK could not parse: a Graph-side or proxy problem.
        raise GraphError(f"the Graph answer for {what} could not be used: {exc}") from None
