"""
Stand-in of ``tutormfe.hooks`` in tutor-mfe v21 (Ulmo; overhangio/tutor-mfe tag v21.0.0,
``tutormfe/hooks.py``): ``MFE_APPS`` filters the dict of micro-frontends by name, each
``{"repository": ..., "port": ..., "version": ...}``, and ``PLUGIN_SLOTS`` lists slot plugins. There is
no ``FRONTEND_APPS`` before v22.
"""
from __future__ import annotations

import typing as t

from tutor.hooks import Filter

MFE_ATTRS_TYPE = t.Dict[t.Literal["repository", "port", "version"], t.Union[str, int]]

MFE_APPS: Filter = Filter()

PLUGIN_SLOTS: Filter = Filter()
