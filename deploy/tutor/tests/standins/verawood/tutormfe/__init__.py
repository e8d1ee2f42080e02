"""Stand-in of the `tutormfe` package of tutor-mfe v22 (Verawood), for the plugin's tests."""
