"""Stand-in of the `tutormfe` package for the plugin's tests."""
