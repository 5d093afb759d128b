"""The API description and its Swagger UI, served from this server: the page works with no network.

Litestar's Swagger page loads its scripts from a CDN by default; here they come from the ``swagger-ui-bundle``
package (Swagger UI's own dist files, Apache-2.0), mounted at ``/schema/swagger-ui/``.
"""

from __future__ import annotations

from pathlib import Path

from litestar.openapi.config import OpenAPIConfig
from litestar.openapi.plugins import JsonRenderPlugin, SwaggerRenderPlugin, YamlRenderPlugin
from litestar.router import Router
from litestar.static_files import create_static_files_router
from swagger_ui_bundle import swagger_ui_path

SCHEMA_PATH = "/schema"
ASSETS_PATH = f"{SCHEMA_PATH}/swagger-ui"
ASSET_FILES = ("swagger-ui-bundle.js", "swagger-ui-standalone-preset.js", "swagger-ui.css")


def openapi_config(title: str, version: str) -> OpenAPIConfig:
    swagger = SwaggerRenderPlugin(
        path=["/", "/swagger"],
        js_url=f"{ASSETS_PATH}/swagger-ui-bundle.js",
        css_url=f"{ASSETS_PATH}/swagger-ui.css",
        standalone_preset_js_url=f"{ASSETS_PATH}/swagger-ui-standalone-preset.js",
        favicon="",  # Litestar's default icon is a CDN link
    )
    return OpenAPIConfig(
        title=title,
        version=version,
        path=SCHEMA_PATH,
        render_plugins=[swagger, JsonRenderPlugin(), YamlRenderPlugin()],
    )


def swagger_assets() -> Router:
    """Swagger UI's scripts and stylesheet (only those files: the folder also holds source maps)."""
    folder = Path(str(swagger_ui_path))
    missing = [name for name in ASSET_FILES if not (folder / name).is_file()]
    if missing:
        raise RuntimeError(f"swagger-ui-bundle is incomplete: {', '.join(missing)} missing from {folder}")
    return create_static_files_router(
        path=ASSETS_PATH,
        directories=[folder],
        include_in_schema=False,
        name="swagger-ui-assets",
    )
