# Tutor's MFE build runs `make OPENEDX_ATLAS_PULL=true ATLAS_OPTIONS="--repository=… --revision=…"
# pull_translations` after `npm clean-install`, as for every official app. With OPENEDX_ATLAS_PULL, atlas
# pulls the operator's dictionaries for Atrium into a scratch folder and they are merged over the ones
# Atrium ships (docs/decisions/translations-with-atlas.md). Without it, the shipped ones are checked.
.PHONY: pull_translations build

ATLAS_OPTIONS ?=
# Where Atrium's dictionaries sit in a translations repository, in the layout of openedx-translations.
ATLAS_TRANSLATIONS_PATH ?= translations/atrium/src/i18n/messages
# Where the merged dictionaries and their compiled form go: where the build reads them, unless a test
# points them at a folder of its own.
TRANSLATIONS_OUT ?= web/src/i18n/messages
TRANSLATIONS_COMPILED ?= web/src/i18n/compiled

pull_translations:
ifdef OPENEDX_ATLAS_PULL
	scratch=$$(mktemp -d) && trap 'rm -rf "$$scratch"' EXIT && \
	  (cd "$$scratch" && atlas pull $(ATLAS_OPTIONS) $(ATLAS_TRANSLATIONS_PATH):atrium) && \
	  node_modules/.bin/tsx web/build/pullTranslations.ts --pulled "$$scratch/atrium" \
	    --out "$(TRANSLATIONS_OUT)" --compiled "$(TRANSLATIONS_COMPILED)"
else
	node web/scripts/check-messages.mjs
endif

build:
	npm run build
