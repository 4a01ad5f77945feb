"""A small synthetic "old SDK" source tree for the adopt and ``diff --surface`` tests, laid out
the way Stainless-generated SDKs are (written here, not copied from any SDK), and the spec
it was "generated" from.  Importing any of its modules writes a marker file, so a test can
prove the tree is only ever parsed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Acme", "version": "1"},
    "servers": [{"url": "https://api.acme.test/v2"}],
    "security": [{"bearer": []}],
    "paths": {
        "/widgets": {
            "get": {"operationId": "listWidgets", "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/WidgetList"}}}}}},
            "post": {
                "operationId": "createWidget",
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "required": ["name"],
                                "properties": {"name": {"type": "string"}, "spec": {"$ref": "#/components/schemas/WidgetSpec"}, "stream": {"type": "boolean"}},
                            }
                        }
                    },
                },
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Widget"}}, "text/event-stream": {"schema": {"$ref": "#/components/schemas/Widget"}}},
                    }
                },
            },
        },
        "/widgets/{id}": {
            "get": {
                "operationId": "getWidget",
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Widget"}}}}},
            }
        },
    },
    "components": {
        "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
        "schemas": {
            "Widget": {
                "type": "object",
                "required": ["id"],
                "properties": {"id": {"type": "string"}, "name": {"type": "string"}, "dims": {"$ref": "#/components/schemas/WidgetDims"}},
            },
            "WidgetDims": {"type": "object", "properties": {"width": {"type": "number"}, "height": {"type": "number"}}},
            "WidgetList": {"type": "object", "properties": {"data": {"type": "array", "items": {"$ref": "#/components/schemas/Widget"}}}},
            # request-side only: the old SDK's params module has a TypedDict per nested object, named by path
            "WidgetSpec": {
                "type": "object",
                "properties": {"size": {"$ref": "#/components/schemas/Measure"}, "label": {"type": "string"}, "finish": {"anyOf": [{"$ref": "#/components/schemas/Paint"}, {"$ref": "#/components/schemas/Coating"}]}},
            },
            "Paint": {"type": "object", "required": ["color"], "properties": {"color": {"type": "string"}}},
            "Coating": {"type": "object", "required": ["layers"], "properties": {"layers": {"type": "integer"}}},
            "Measure": {"type": "object", "required": ["value"], "properties": {"value": {"type": "number"}, "unit": {"type": "string"}}},
        },
    },
}

MARK = 'open(__import__("os").environ.get("OLD_SDK_IMPORTED", "/dev/null"), "a").write(__name__)\n'

FILES: dict[str, str] = {
    "pyproject.toml": '[project]\nname = "acme-old"\nversion = "2.3.4"\n',
    "README.md": "# Acme\n",
    "api.md": (
        "# Widgets\n\nMethods:\n\n"
        '- <code title="get /widgets/{widget_id}">client.widgets.<a href="./src/acme_old/resources/widgets.py">retrieve</a>(widget_id) -> <a href="./src/acme_old/types/widget.py">Widget</a></code>\n'
        '- <code title="post /widgets">client.widgets.<a href="./src/acme_old/resources/widgets.py">create</a>(\\*\\*<a href="src/acme_old/types/widget_create_params.py">params</a>) -> <a href="./src/acme_old/types/widget.py">Widget</a></code>\n'
    ),
    "src/acme_old/__init__.py": MARK
    + (
        "from . import types\n"
        "from ._client import Acme, Client, AsyncAcme, AsyncClient\n"
        "from ._exceptions import AcmeError, APIError, NotFoundError\n"
        '__all__ = ["types", "Acme", "AsyncAcme", "Client", "AsyncClient", "AcmeError", "APIError", "NotFoundError"]\n'
    ),
    "src/acme_old/_exceptions.py": MARK
    + "class AcmeError(Exception):\n    pass\n\nclass APIError(AcmeError):\n    pass\n\nclass NotFoundError(APIError):\n    pass\n",
    "src/acme_old/_base_client.py": MARK
    + (
        "def platform_headers(version):\n"
        '    return {"X-Acme-Lang": "python", "X-Acme-Package-Version": version}\n\n'
        "def retry_headers(headers, retries):\n"
        '    headers["x-acme-retry-count"] = str(retries)\n'
    ),
    "src/acme_old/_utils/_logs.py": MARK + 'import os\n\ndef setup():\n    env = os.environ.get("ACME_LOGGING")\n    return env\n',
    "src/acme_old/_client.py": MARK
    + (
        "from __future__ import annotations\n"
        "import os\n"
        "from typing import TYPE_CHECKING\n"
        "from functools import cached_property\n"
        "from ._exceptions import AcmeError\n"
        "if TYPE_CHECKING:\n"
        "    from .resources.widgets import WidgetsResource\n"
        "    from .resources.gadgets import GadgetsResource\n\n"
        "class Acme:\n"
        "    def __init__(self, *, api_key: str | None = None, source_tag: str | None = None, base_url: str | None = None,\n"
        "                 timeout: float = 60.0, max_retries: int = 2, _strict_response_validation: bool = False) -> None:\n"
        "        if api_key is None:\n"
        '            api_key = os.environ.get("ACME_TOKEN")\n'
        "        if api_key is None:\n"
        '            raise AcmeError("no key")\n'
        "        self.api_key = api_key\n"
        "        if source_tag is None:\n"
        '            source_tag = os.environ.get("ACME_SOURCE_TAG")\n'
        "        self.source_tag = source_tag\n"
        "        if base_url is None:\n"
        '            base_url = os.environ.get("ACME_URL")\n'
        "        if base_url is None:\n"
        '            base_url = "https://api.acme.test/v2"\n'
        '        custom_headers_env = os.environ.get("ACME_EXTRA_HEADERS")\n\n'
        "    @cached_property\n"
        "    def widgets(self) -> WidgetsResource:\n"
        "        from .resources.widgets import WidgetsResource\n"
        "        return WidgetsResource(self)\n\n"
        "    @cached_property\n"
        "    def gadgets(self) -> GadgetsResource:\n"
        "        from .resources.gadgets import GadgetsResource\n"
        "        return GadgetsResource(self)\n\n"
        "    @property\n"
        "    def auth_headers(self) -> dict[str, str]:\n"
        '        return {"Authorization": f"Bearer {self.api_key}"}\n\n'
        "    @property\n"
        "    def default_headers(self) -> dict[str, str]:\n"
        '        return {"X-Source-Tag": self.source_tag}\n\n'
        "    def copy(self, *, api_key: str | None = None, timeout: float | None = None, _extra_kwargs: dict = {}) -> Acme:\n"
        "        return self\n\n"
        "    with_options = copy\n\n"
        "class AsyncAcme(Acme):\n"
        "    pass\n\n"
        "Client = Acme\n"
        "AsyncClient = AsyncAcme\n"
    ),
    "src/acme_old/resources/__init__.py": MARK,
    "src/acme_old/resources/widgets.py": MARK
    + (
        "from __future__ import annotations\n"
        "from ..types.widget import Widget\n"
        "from ..types.widget_list import WidgetList\n\n"
        "class WidgetsResource:\n"
        "    def retrieve(self, widget_id: str, *, extra_headers: dict | None = None) -> Widget:\n"
        '        return self._get(f"/widgets/{widget_id}")\n\n'
        "    def create(self, *, name: str, color: str | None = None, extra_headers: dict | None = None) -> Widget:\n"
        '        return self._post("/widgets", body={"name": name})\n\n'
        "    def list(self, *, extra_headers: dict | None = None) -> WidgetList:\n"
        '        return self._get("/widgets")\n'
    ),
    "src/acme_old/resources/gadgets.py": MARK
    + ("class GadgetsResource:\n" "    def list(self) -> object:\n" '        return self._get("/gadgets")\n'),
    "src/acme_old/types/__init__.py": MARK
    + ("from .widget import Widget as Widget\n" "from .widget_list import WidgetList as WidgetList\n" "from .widget_create_params import WidgetCreateParams as WidgetCreateParams\n"),
    "src/acme_old/types/widget.py": MARK
    + (
        "from typing import Optional\n"
        "from pydantic import Field as FieldInfo\n"
        "from .._models import BaseModel\n"
        '__all__ = ["Widget", "Dims"]\n\n'
        "class Dims(BaseModel):\n"
        "    width: Optional[float] = None\n"
        "    height: Optional[float] = None\n\n"
        "class Widget(BaseModel):\n"
        "    id: str\n"
        "    name: Optional[str] = None\n"
        "    dimensions: Optional[Dims] = FieldInfo(alias='dims', default=None)\n"
    ),
    "src/acme_old/types/widget_list.py": MARK
    + (  # Stainless's copies of the nested types in each module: Data is Widget, DataDimensions its Dims
        "from typing import List, Optional\n"
        "from pydantic import Field as FieldInfo\n"
        "from .._models import BaseModel\n\n"
        "class DataDimensions(BaseModel):\n"
        "    width: Optional[float] = None\n"
        "    height: Optional[float] = None\n\n"
        "class Data(BaseModel):\n"
        "    id: str\n"
        "    name: Optional[str] = None\n"
        "    dimensions: Optional[DataDimensions] = FieldInfo(alias='dims', default=None)\n\n"
        "class WidgetList(BaseModel):\n"
        "    data: Optional[List[Data]] = None\n"
    ),
    "src/acme_old/types/widget_create_params.py": MARK
    + (  # Stainless's split by `stream` (the union left out of __all__) and its nested request types
        "from typing import Optional, Union\n"
        "from typing_extensions import Literal, Required, TypeAlias, TypedDict\n\n"
        '__all__ = ["WidgetCreateParamsBase", "Spec", "SpecSize", "SpecFinish", "SpecFinishPaint", "SpecFinishCoating", "WidgetCreateParamsNonStreaming", "WidgetCreateParamsStreaming"]\n\n'
        "class WidgetCreateParamsBase(TypedDict, total=False):\n"
        "    name: Required[str]\n"
        "    spec: Spec\n\n"
        "class SpecSize(TypedDict, total=False):\n"
        "    value: Required[float]\n"
        "    unit: str\n\n"
        "class SpecFinishPaint(TypedDict, total=False):\n"
        "    color: Required[str]\n\n"
        "class SpecFinishCoating(TypedDict, total=False):\n"
        "    layers: Required[int]\n\n"
        "SpecFinish: TypeAlias = Union[SpecFinishPaint, SpecFinishCoating]\n\n"
        "class Spec(TypedDict, total=False):\n"
        "    size: SpecSize\n"
        "    label: str\n"
        "    finish: SpecFinish\n\n"
        "class WidgetCreateParamsNonStreaming(WidgetCreateParamsBase, total=False):\n"
        "    stream: Optional[Literal[False]]\n\n"
        "class WidgetCreateParamsStreaming(WidgetCreateParamsBase):\n"
        "    stream: Required[Literal[True]]\n\n"
        "WidgetCreateParams = Union[WidgetCreateParamsNonStreaming, WidgetCreateParamsStreaming]\n"
    ),
    "src/acme_old/_models.py": MARK + "class BaseModel:\n    pass\n",
    "src/acme_old/lib/__init__.py": "",
    "src/acme_old/lib/helpers.py": "def shout(text):\n    return text.upper()\n",
}

CONFIG = """# the project's configuration (comments and order are the user's)
specs: [spec.yaml]
output: out
package:
  name: acme_new   # renamed by adopt
client:
  class_name: Other
operations:
  listWidgets:
    pagination: false   # the user's own setting
"""


def write_old_sdk(base: Path) -> Path:
    """The old SDK tree under ``base/old`` (returned)."""
    root = base / "old"
    for rel, text in FILES.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def write_project(base: Path) -> Path:
    """``base/spec.yaml`` and ``base/sdkgen.yaml`` (returned)."""
    (base / "spec.yaml").write_text(yaml.safe_dump(SPEC), encoding="utf-8")
    path = base / "sdkgen.yaml"
    path.write_text(CONFIG, encoding="utf-8")
    return path
