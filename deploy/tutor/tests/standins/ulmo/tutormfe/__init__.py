"""Stand-in of the `tutormfe` package of tutor-mfe v21 (Ulmo), for the plugin's tests."""
