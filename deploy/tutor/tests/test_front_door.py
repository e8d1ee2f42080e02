"""
ATRIUM_FRONT_DOOR on each supported Tutor release: the platform's settings as Tutor renders and runs
them, the order of the init tasks, and who answers the frontend-base site's route roles. Each release
is a platform put together from the stand-ins (platforms.py): Tutor's hooks, that release's tutor-mfe
and tutor-atrium, loaded in Tutor's order.
"""
from __future__ import annotations

import typing as t
import unittest

from .platforms import REPOSITORY, Platform, load_platform

ATRIUM = "https://apps.lms.example.org/atrium"
HOME = "org.openedx.frontend.role.home"
DASHBOARD = "org.openedx.frontend.role.dashboard"
CATALOG = "org.openedx.frontend.role.catalog"
COURSES = "org.openedx.frontend.role.courses"
COURSE_ABOUT = "org.openedx.frontend.role.courseAbout"
LOGOUT = "org.openedx.frontend.role.logout"

#: The roles the official site apps claim with their routes (frontend-app-learner-dashboard, branch
#: frontend-base, `src/routes`; frontend-app-catalog `src/constants.ts` and `src/routes.tsx`).
APP_ROLES: dict[str, set[str]] = {
    "learner-dashboard": {DASHBOARD, HOME},
    "catalog": {CATALOG, COURSES, COURSE_ABOUT},
}

#: What each release's tutor-mfe sets itself, without the switch.
OFFICIAL: dict[str, dict[str, t.Any]] = {
    "ulmo": {
        "ENABLE_CATALOG_MICROFRONTEND": False,
        "CATALOG_MICROFRONTEND_URL": None,
        "LEARNER_HOME_MICROFRONTEND_URL": "https://apps.lms.example.org/learner-dashboard/",
    },
    "verawood": {
        "ENABLE_CATALOG_MICROFRONTEND": True,
        "CATALOG_MICROFRONTEND_URL": "https://apps.lms.example.org/catalog",
        "LEARNER_HOME_MICROFRONTEND_URL": "https://apps.lms.example.org/learner-dashboard/",
    },
    "willow": {
        "ENABLE_CATALOG_MICROFRONTEND": True,
        "CATALOG_MICROFRONTEND_URL": "https://apps.lms.example.org/catalog",
        "LEARNER_HOME_MICROFRONTEND_URL": "https://apps.lms.example.org/learner-dashboard/",
    },
}

HAND_OFF = ("ENABLE_CATALOG_MICROFRONTEND", "CATALOG_MICROFRONTEND_URL", "LEARNER_HOME_MICROFRONTEND_URL")


def learner_home_flag_after(tasks: list[tuple[str, str]]) -> bool | None:
    """The `learner_home_mfe.enabled` waffle flag once the init tasks have run in this order
    (None: no task touched it)."""
    state = None
    for _service, script in tasks:
        for line in script.splitlines():
            if "learner_home_mfe.enabled" not in line:
                continue
            if "waffle_delete" in line:
                state = False
            elif "waffle_flag --create --everyone" in line:
                state = True
    return state


def url_for_role(role: str, apps: dict[str, t.Any], external_routes: list[dict[str, str]]) -> str | None:
    """frontend-base's getUrlByRouteRole (runtime/routing/utils.ts): an enabled app's route for the
    role first, then the site's external routes. An app's own path is stood for by its name."""
    for name, app in apps.items():
        if app.get("enabled") and role in APP_ROLES.get(name, set()):
            return f"app:{name}"
    return next((route["url"] for route in external_routes if route["role"] == role), None)


class FrontDoor:
    """The switch on one release; a subclass per release names it."""

    release: str
    #: Whether the release's tutor-mfe builds a frontend-base site (FRONTEND_APPS, FRONTEND_SITE_CONFIG).
    has_site: bool
    platform: Platform

    def setUp(self) -> None:
        self.platform = load_platform(self.release)

    def switch_on(self, **config: t.Any) -> None:
        self.platform.configure(ATRIUM_REPOSITORY=REPOSITORY, ATRIUM_FRONT_DOOR=True, **config)

    def keep_the_official_apps(self) -> None:
        """An operator's plugin, added after Atrium's, that brings the official catalog and learner
        dashboard back: the hand-off settings must still lead to Atrium."""
        low = self.platform.hooks.priorities.LOW + 10

        @self.platform.mfe_hooks.MFE_APPS.add(priority=low)
        def _keep(mfes: dict[str, t.Any]) -> dict[str, t.Any]:
            mfes["catalog"] = {
                "repository": "https://github.com/openedx/frontend-app-catalog.git",
                "port": 1998,
            }
            mfes["learner-dashboard"] = {
                "repository": "https://github.com/openedx/frontend-app-learner-dashboard.git",
                "port": 1996,
            }
            return mfes

    # The LMS and Studio hand-offs

    def test_the_lms_hands_its_home_catalog_and_about_pages_to_atrium(self) -> None:
        self.switch_on()
        lms = self.platform.lms_settings()
        self.assertIs(lms["ENABLE_CATALOG_MICROFRONTEND"], True)
        # No trailing slash: the LMS appends `/` and `/courses/{course_id}/about`.
        self.assertEqual(lms["CATALOG_MICROFRONTEND_URL"], ATRIUM)

    def test_the_lms_sends_its_dashboard_to_atrium_overview(self) -> None:
        self.switch_on()
        self.assertEqual(self.platform.lms_settings()["LEARNER_HOME_MICROFRONTEND_URL"], f"{ATRIUM}/overview")

    def test_studio_prints_course_about_links_to_atrium(self) -> None:
        self.switch_on()
        cms = self.platform.cms_settings()
        self.assertIs(cms["ENABLE_CATALOG_MICROFRONTEND"], True)
        self.assertEqual(cms["CATALOG_MICROFRONTEND_URL"], ATRIUM)

    def test_atrium_values_win_over_the_official_apps_settings(self) -> None:
        self.keep_the_official_apps()
        self.switch_on()
        # tutor-mfe does set its own values on this platform...
        official = "".join(
            self.platform.render(patch)
            for name in ("openedx-lms-production-settings", "openedx-cms-production-settings")
            for patch in self.platform.patches(name)
        )
        self.assertIn("/learner-dashboard/", official)
        # ...and Atrium's come after them, in the LMS and in Studio.
        lms, cms = self.platform.lms_settings(), self.platform.cms_settings()
        self.assertEqual(
            [
                lms["CATALOG_MICROFRONTEND_URL"],
                lms["LEARNER_HOME_MICROFRONTEND_URL"],
                cms["CATALOG_MICROFRONTEND_URL"],
            ],
            [ATRIUM, f"{ATRIUM}/overview", ATRIUM],
        )

    def test_a_platform_without_https_is_handed_to_atrium_over_http(self) -> None:
        self.switch_on(ENABLE_HTTPS=False)
        self.assertEqual(
            self.platform.lms_settings()["CATALOG_MICROFRONTEND_URL"], "http://apps.lms.example.org/atrium"
        )

    def test_the_development_settings_are_left_to_tutor_mfe(self) -> None:
        # `tutor dev` serves each MFE on its own port, where Atrium is not supported.
        self.switch_on()
        development = ("mfe-lms-development-settings", "openedx-cms-development-settings")
        for name in ("mfe-lms-common-settings", *development):
            self.assertNotIn("ATRIUM_FRONT_DOOR", "".join(self.platform.patches(name)), name)
        self.assertIn("ATRIUM_FRONT_DOOR", "".join(self.platform.patches("mfe-lms-production-settings")))

    # The official apps

    def test_the_official_catalog_and_dashboard_are_neither_built_nor_served(self) -> None:
        self.switch_on()
        mfes = self.platform.mfes()
        self.assertNotIn("catalog", mfes)
        self.assertNotIn("learner-dashboard", mfes)
        self.assertIn("atrium", mfes)
        self.assertIn("learning", mfes)
        apps = self.platform.frontend_apps()
        for name in ("catalog", "learner-dashboard"):
            if name in apps:
                self.assertIs(apps[name]["enabled"], False, name)

    def test_leaves_the_other_site_apps_and_tutor_mfe_own_list_as_they_were(self) -> None:
        before = {name: app.get("enabled") for name, app in self.platform.frontend_apps().items()}
        self.switch_on()
        after = {name: app.get("enabled") for name, app in self.platform.frontend_apps().items()}
        self.assertEqual(
            {name: on for name, on in after.items() if name not in APP_ROLES},
            {name: on for name, on in before.items() if name not in APP_ROLES},
        )
        self.platform.configure(ATRIUM_REPOSITORY=REPOSITORY)
        again = {name: app.get("enabled") for name, app in self.platform.frontend_apps().items()}
        self.assertEqual(again, before)
        self.assertIn("learner-dashboard", self.platform.mfes())

    # The learner home flag

    def test_the_learner_home_flag_is_on_once_init_has_run(self) -> None:
        self.switch_on()
        tasks = self.platform.init_tasks()
        official = [task for task in tasks if "waffle_delete" in task[1]]
        # tutor-mfe's own task deletes it, the learner-dashboard MFE being gone...
        self.assertEqual(learner_home_flag_after(official), False)
        # ...and Atrium's runs after it.
        self.assertIs(learner_home_flag_after(tasks), True)
        self.assertEqual(tasks[-1], ("lms", self.platform.atrium.ENABLE_LEARNER_HOME_REDIRECT))

    def test_tutor_loads_atrium_before_tutor_mfe_so_its_task_needs_the_low_priority(self) -> None:
        # The footer task has the default priority: it runs before tutor-mfe's, as a default-priority
        # flag task would, and tutor-mfe's would then delete the flag.
        self.switch_on()
        flag_task = self.platform.atrium.ENABLE_LEARNER_HOME_REDIRECT
        order = [
            "footer" if "BrandingApiConfig" in script else "flag" if script == flag_task else "tutor-mfe"
            for _service, script in self.platform.init_tasks()
        ]
        self.assertEqual(order, ["footer", "tutor-mfe", "flag"])

    # The frontend-base site's route roles

    def test_the_site_roles_lead_to_atrium_where_the_release_has_a_site(self) -> None:
        self.switch_on()
        lms = self.platform.lms_settings()
        self.assertEqual(hasattr(self.platform.mfe_hooks, "FRONTEND_APPS"), self.has_site)
        if not self.has_site:
            # Nothing to point, and the LMS settings ran without it.
            self.assertNotIn("FRONTEND_SITE_CONFIG", lms)
            return
        routes = lms["FRONTEND_SITE_CONFIG"]["externalRoutes"]
        apps = self.platform.frontend_apps()
        self.assertEqual(
            {role: url_for_role(role, apps, routes) for role in (HOME, DASHBOARD, CATALOG, COURSES, LOGOUT)},
            {
                HOME: f"{ATRIUM}/",
                DASHBOARD: f"{ATRIUM}/overview",
                CATALOG: f"{ATRIUM}/",
                COURSES: f"{ATRIUM}/courses",
                LOGOUT: "https://lms.example.org/logout",
            },
        )
        self.assertEqual(len(routes), len({route["role"] for route in routes}), "one route per role")

    # Off

    def test_off_leaves_the_release_as_tutor_mfe_sets_it(self) -> None:
        self.platform.configure(ATRIUM_REPOSITORY=REPOSITORY)
        lms = self.platform.lms_settings()
        self.assertEqual({name: lms[name] for name in HAND_OFF}, OFFICIAL[self.release])
        flag_task = ("lms", self.platform.atrium.ENABLE_LEARNER_HOME_REDIRECT)
        self.assertNotIn(flag_task, self.platform.init_tasks())
        patches = "".join(content for _name, content in self.platform.hooks.Filters.ENV_PATCHES.iterate())
        self.assertNotIn("ATRIUM_FRONT_DOOR", patches)
        self.assertIn("learner-dashboard", self.platform.mfes())


class UlmoFrontDoor(FrontDoor, unittest.TestCase):
    """Tutor v21, tutor-mfe v21: legacy MFEs only."""

    release = "ulmo"
    has_site = False


class VerawoodFrontDoor(FrontDoor, unittest.TestCase):
    """Tutor v22, tutor-mfe v22: the catalog a legacy MFE, a frontend-base site beside the MFEs."""

    release = "verawood"
    has_site = True


class WillowFrontDoor(FrontDoor, unittest.TestCase):
    """tutor-mfe main: the catalog and the learner dashboard are site apps, on by default."""

    release = "willow"
    has_site = True


class FrontDoorSetting(unittest.TestCase):
    def setUp(self) -> None:
        self.platform = load_platform("willow")

    def test_is_off_by_default(self) -> None:
        self.assertIs(dict(self.platform.hooks.Filters.CONFIG_DEFAULTS.iterate())["ATRIUM_FRONT_DOOR"], False)

    def test_refuses_a_value_that_is_not_true_or_false(self) -> None:
        with self.assertRaisesRegex(ValueError, "ATRIUM_FRONT_DOOR must be true or false"):
            self.platform.configure(ATRIUM_REPOSITORY=REPOSITORY, ATRIUM_FRONT_DOOR="yes")

    def test_refuses_to_hand_the_platform_to_an_atrium_that_is_not_built(self) -> None:
        with self.assertRaisesRegex(ValueError, "ATRIUM_FRONT_DOOR needs ATRIUM_REPOSITORY"):
            self.platform.configure(ATRIUM_FRONT_DOOR=True)


if __name__ == "__main__":
    unittest.main()
