"""Stand-in of the `tutormfe` package of tutor-mfe main (Willow), for the plugin's tests."""
