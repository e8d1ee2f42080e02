"""
Stand-in of ``tutormfe.hooks`` in tutor-mfe main (Willow; overhangio/tutor-mfe ``main`` after PR
#328: ``tutormfe/plugin.py`` @ 004c0cba imports the same filters as v22): the legacy ``MFE_APPS`` and
``PLUGIN_SLOTS``, and the frontend-base site's ``FRONTEND_APPS`` (by name, ``{"npm_package",
"npm_version", "enabled", "source"}``), ``FRONTEND_SLOTS`` and ``EXTERNAL_SCRIPTS``. The
compatibility-shim filters are left out.
"""
from __future__ import annotations

import typing as t

from tutor.hooks import Filter

EXTERNAL_SCRIPTS: Filter = Filter()

FRONTEND_APP_ATTRS_TYPE = t.Dict[
    t.Literal["npm_package", "npm_version", "enabled", "source"], t.Union[str, bool]
]

FRONTEND_APPS: Filter = Filter()

FRONTEND_SLOTS: Filter = Filter()

MFE_ATTRS_TYPE = t.Dict[t.Literal["repository", "port", "version"], t.Union[str, int]]

MFE_APPS: Filter = Filter()

PLUGIN_SLOTS: Filter = Filter()
