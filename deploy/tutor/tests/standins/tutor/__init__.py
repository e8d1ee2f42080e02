"""Stand-in of the `tutor` package for the plugin's tests: only the hooks the plugin uses."""
