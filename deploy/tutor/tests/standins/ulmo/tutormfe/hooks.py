"""
Stand-in of ``tutormfe.hooks``, written from tutor-mfe's documented hook: ``MFE_APPS`` filters the
dict of micro-frontends by name, each ``{"repository": ..., "port": ..., "version": ...}``.
"""
from __future__ import annotations

import typing as t

from tutor.hooks import Filter

MFE_ATTRS_TYPE = t.Dict[t.Literal["repository", "port", "version"], t.Union[str, int]]

MFE_APPS: Filter = Filter()
