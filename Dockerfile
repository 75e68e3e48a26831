# syntax=docker/dockerfile:1
# Portale's container image (docs/operations.md, "Container image"). Two stages: `build` installs everything and
# builds the SPA and the server bundle; `runtime` holds only the production dependencies of the server, the
# built server (with its migrations) and the built SPA, and runs as the unprivileged `node` user.
# scripts/container/container.test.mjs checks the essentials of this file and compose.yaml.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# Manifests first, so the dependency layer is reused while only the sources change.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# pg_dump and pg_restore for the backup on PostgreSQL: they must be as new as the server (16 in compose.yaml),
# and Debian bookworm ships 15, so they come from the PostgreSQL project's own repository.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates curl \
  && install -d /usr/share/postgresql-common/pgdg \
  && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc \
  && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" \
    > /etc/apt/sources.list.d/pgdg.list \
  && apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-16 \
  && apt-get purge -y curl \
  && apt-get autoremove -y \
  && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
# The server's production dependencies only (PGlite with its WASM files, pg, Fastify, …), from the lockfile.
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/packages/shared/package.json packages/shared/
COPY --from=build /src/apps/server/package.json apps/server/
COPY --from=build /src/apps/web/package.json apps/web/
RUN npm install --omit=dev --no-audit --no-fund --workspace @portale/server \
  && npm cache clean --force
# The server bundle carries its migrations (dist/drizzle) and the common-password list; the SPA is static files.
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist

# The embedded database and uploaded files live in /data (FILES_DIR defaults to /data/files).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
