# The two commands: `make run` serves the site with demo content; `make test` runs every check.
SHELL := /bin/bash
.DEFAULT_GOAL := help
# Node 24 in .tools/node (installed by `make setup` when the machine's Node is older than 22) comes first.
export PATH := $(CURDIR)/.tools/node/bin:$(CURDIR)/node_modules/.bin:$(PATH)

BACKEND_SRC := $(shell find backend/src -name '*.ts' -not -name '*.spec.ts' 2>/dev/null) backend/tsconfig.json backend/tsconfig.build.json
FRONTEND_SRC := $(shell find frontend/src frontend/public frontend/vite-plugins openapi/src -type f 2>/dev/null) frontend/index.html frontend/vite.config.ts config/brand.json
BACKEND_BUILD := backend/dist/main.js
FRONTEND_BUILD := frontend/dist/index.html
STAMP := node_modules/.ivy-install-stamp
# The checks of `make test`, the longest first: TEST_PARALLEL run at a time, and make starts the next as one ends.
TEST_PARALLEL ?= 3
TEST_JOBS := e2e-1 e2e-2 integration-1 integration-2 ferretdb-tests lint typecheck unit-frontend unit-backend openapi-check unit-sdk

.PHONY: help setup node-version build run dev admin test test-jobs $(addprefix timed-,$(TEST_JOBS)) test-under-load test-cluster lint typecheck unit \
	unit-backend unit-frontend integration integration-1 integration-2 e2e e2e-1 e2e-2 ferretdb-tests fuzz-engine openapi openapi-check \
	bench clean backup restore migrate-files sdk sdk-example unit-sdk api-key new-module

help:
	@echo "make run        install, build and serve the site with demo data (http://localhost:$${PORT:-3000})"
	@echo "make test       lint, typecheck, unit, integration, browser tests, the OpenAPI drift and breaking-change checks"
	@echo "make test-under-load   make test while stress-ng keeps every core busy"
	@echo "make test-cluster      journeys, shared limits and an instance killed mid-import, through HAProxy over two instances"
	@echo "make setup      Node 24 if the machine's is older, Node packages, the embedded database, Chromium"
	@echo "make node-version      the Node.js that the make targets use"
	@echo "make dev        backend in watch mode + Vite dev server with /api proxy"
	@echo "make admin EMAIL=you@example.ie [PASSWORD=...]   create an administrator or reset one's password"
	@echo "make backup [TO=backups] [ARCHIVE=1]   a dated backup of the database and stored files (site may run)"
	@echo "make restore FROM=backups/ivy-... [FORCE=1]   rebuild the deployment from a backup (site stopped)"
	@echo "make migrate-files   copy the local file store (FILES_DIR) into the S3 bucket of FILE_STORE=s3 (safe to rerun)"
	@echo "make build      build backend and frontend"
	@echo "make openapi    regenerate openapi/openapi.json and the typed client"
	@echo "make sdk        the installable SDK (@ivy/api-client): openapi/dist, packed into build/sdk/*.tgz"
	@echo "make sdk-example   the packed SDK installed in an empty folder, its examples/ run against the built app"
	@echo "make api-key NAME=\"Broker system\" SCOPES=renewals:read,renewals:write   an integrator API key (works beside make run)"
	@echo "make e2e        browser journeys only"
	@echo "make bench      performance budgets (SUITES=volume: a year of data, about 15 minutes)"
	@echo "make fuzz-engine [SECONDS=600] [SEED=n] [ROUNDS=n]   the embedded database against unpatched FerretDB"
	@echo "make new-module NAME=gift-cards   lay out a new backend module and frontend feature (docs/adding-an-endpoint.md)"
	@echo "make lint | typecheck | unit | integration"

setup:
	@scripts/setup.sh

node-version:
	@scripts/ensure-node.sh
	@node --version

$(STAMP): package-lock.json
	@IVY_SKIP_BROWSER=1 scripts/setup.sh

$(BACKEND_BUILD): $(STAMP) $(BACKEND_SRC)
	cd backend && tsc -p tsconfig.build.json
	@touch $@

$(FRONTEND_BUILD): $(STAMP) $(FRONTEND_SRC)
	cd frontend && vite build --logLevel warn && vite build --ssr src/entry-server.tsx --logLevel warn
	@touch $@

build: $(BACKEND_BUILD) $(FRONTEND_BUILD)

run:
	@IVY_SKIP_BROWSER=1 scripts/setup.sh
	@$(MAKE) --no-print-directory build
	@SEED_DEMO=true NODE_ENV=production ALLOW_DEMO_PROVIDERS=$${ALLOW_DEMO_PROVIDERS:-true} LOG_LEVEL=$${LOG_LEVEL:-warn} \
		MALLOC_ARENA_MAX=$${MALLOC_ARENA_MAX:-2} node --max-semi-space-size=16 backend/dist/main.js

dev:
	@IVY_SKIP_BROWSER=1 scripts/setup.sh
	@node scripts/dev.mjs

lint: $(STAMP)
	eslint --max-warnings=0 .
	node scripts/module-graph.mjs --check > /dev/null
	node scripts/naming-conventions.mjs
	node scripts/codemods/path-aliases.mjs --check
	prettier --check --log-level warn .
	redocly lint openapi/openapi.json --format=summary

new-module:
	@node scripts/new-module.mjs $(NAME)

typecheck: $(STAMP)
	tsc -p backend/tsconfig.json --noEmit
	tsc -p frontend/tsconfig.json --noEmit
	tsc -p openapi/tsconfig.json --noEmit
	tsc -p tsconfig.scripts.json --noEmit
	tsc -p frontend/e2e/tsconfig.json

unit: unit-backend unit-frontend unit-sdk

unit-backend: $(STAMP)
	@scripts/build-oasdiff.sh
	cd backend && jest --selectProjects unit

unit-frontend: $(STAMP)
	cd frontend && vitest run

unit-sdk: $(STAMP)
	cd openapi && vitest run

integration: $(STAMP)
	@[ -n "$$MONGODB_URI" ] || scripts/build-ferretdb.sh
	@scripts/build-versitygw.sh
	cd backend && jest --selectProjects integration

# One half of the integration tests, or of the journeys: each half starts its own database (and app).
integration-1 integration-2: $(STAMP)
	@[ -n "$$MONGODB_URI" ] || scripts/build-ferretdb.sh
	@scripts/build-versitygw.sh
	cd backend && jest --selectProjects integration --shard=$(subst integration-,,$@)/2

# FerretDB's own tests for the packages our patches change, the upgrade check, the engine's regressions and
# a minute of the differential fuzzer (a new seed each run).
ferretdb-tests: $(STAMP)
	@if [ -n "$$MONGODB_URI" ] && ! command -v go >/dev/null; then echo "ferretdb-tests: skipped (MongoDB, no Go)"; else scripts/test-ferretdb.sh; fi

# The differential fuzzer for as long as asked: the patched engine's every answer against unpatched
# FerretDB's. SEED replays a run (its first ROUNDS rounds); a disagreement prints a minimal reproduction.
fuzz-engine: $(STAMP)
	@scripts/build-ferretdb.sh
	@scripts/build-ferretdb.sh upstream
	node scripts/ferretdb/fuzz/fuzz.mjs --patched .tools/bin/ferretdb --upstream .tools/bin/ferretdb-upstream \
		--seconds $(if $(ROUNDS),1000000,$(or $(SECONDS),600)) $(if $(SEED),--seed $(SEED)) $(if $(ROUNDS),--rounds $(ROUNDS))

openapi: $(BACKEND_BUILD)
	node scripts/openapi.mjs

# The committed document and client must match the code, and the document must not break the released
# contract (openapi/released.json) without a new major version and its changelog entry.
openapi-check: $(BACKEND_BUILD)
	@scripts/build-oasdiff.sh
	node scripts/openapi.mjs --check
	node scripts/openapi-breaking.mjs

e2e: build
	cd frontend && vitest run --config e2e/vitest.config.ts

e2e-1 e2e-2: build
	cd frontend && vitest run --config e2e/vitest.config.ts --shard=$(subst e2e-,,$@)/2

# EMAIL and PASSWORD set on the make command line reach the recipe as environment variables (make
# itself expands `$`: write `$$`). Without PASSWORD a random one is printed. Works beside `make run`.
admin: $(BACKEND_BUILD)
	@node backend/dist/cli/create-admin.js --email "$$EMAIL" $${PASSWORD:+--password "$$PASSWORD"}

# A dated backup of every collection (mongodump's layout) and every stored file, encrypted when BACKUP_KEY
# is set; works beside `make run`. Restore wants the site stopped and an empty deployment unless FORCE=1.
backup: $(BACKEND_BUILD)
	@node backend/dist/cli/backup.js $${TO:+--to "$$TO"} $${ARCHIVE:+--archive}

restore: $(BACKEND_BUILD)
	@node backend/dist/cli/restore.js --from "$$FROM" $${FORCE:+--force}
# NAME and SCOPES (comma-separated) as for `make admin`; the key is printed once. Works beside `make run`.
api-key: $(BACKEND_BUILD)
	@node backend/dist/cli/create-api-key.js --name "$$NAME" --scopes "$$SCOPES"

# The SDK for integrators (openapi/README.md): compiled from openapi/src, packed by npm into build/sdk/.
sdk: $(STAMP)
	node scripts/sdk.mjs

# Not part of `make test`: it installs the SDK's dependency from the npm registry and starts the app once
# more (about 15 s of CPU). The SDK's own behaviour is unit-tested by unit-sdk.
sdk-example: build
	node scripts/sdk-example.mjs

# Copies the local file store into S3 before switching to FILE_STORE=s3; files already there are skipped.
migrate-files: $(BACKEND_BUILD)
	@node backend/dist/cli/migrate-files.js

# Every check as its own job, TEST_PARALLEL at a time, the longest first: make starts the next as soon as
# one ends, and builds what several need once. Three on two cores: the jobs spend a third of their time
# waiting on a browser, a database or a server's answer (make test prints each job's processor time; two
# at a time kept the cores two-thirds busy). The integration tests and the journeys run in
# halves so that no single job holds the end of the run. Each job's output is printed whole when it ends.
# Every job shares one temporary directory of the run's own (TMPDIR), and the run fails if anything is left
# in it (scripts/test-temp-root.sh).
test:
	@start=$$(date +%s); scripts/setup.sh && setup=$$(( $$(date +%s) - start )) && \
		$(MAKE) --no-print-directory -j2 build && built=$$(( $$(date +%s) - start - setup )) && \
		scripts/test-temp-root.sh $(MAKE) --no-print-directory -j$(TEST_PARALLEL) --output-sync=target test-jobs && \
		echo "make test: every check passed in $$(( $$(date +%s) - start )) s: set-up $$setup s, build $$built s."

test-jobs: $(addprefix timed-,$(TEST_JOBS))

# Each job runs in a make of its own so that its time can be taken (scripts/test-temp-root.sh prints them,
# longest first). `make test` builds first, so that every job is ready and the longest start first.
timed-e2e-1 timed-e2e-2 timed-openapi-check: build
$(addprefix timed-,$(TEST_JOBS)):
	@scripts/timed-job.sh $(subst timed-,,$@) $(MAKE) --no-print-directory $(subst timed-,,$@)

test-under-load:
	@scripts/test-under-load.sh

# Not part of `make test`: two instances on one embedded database behind Debian's HAProxy (installed by the
# set-up for this target), round robin; see frontend/e2e/cluster.vitest.config.ts.
test-cluster:
	@IVY_CLUSTER=1 scripts/setup.sh
	@$(MAKE) --no-print-directory build
	cd frontend && vitest run --config e2e/cluster.vitest.config.ts

bench: build
	node scripts/bench/run.mjs


clean:
	rm -rf backend/dist frontend/dist frontend/dist-server test-results .bench
