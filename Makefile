# Tutor's MFE build runs `make pull_translations` after `npm clean-install`. Atrium's dictionaries ship
# in the repository (web/src/i18n/messages), so there is nothing to pull; the target checks them instead.
.PHONY: pull_translations build

pull_translations:
	node web/scripts/check-messages.mjs

build:
	npm run build
