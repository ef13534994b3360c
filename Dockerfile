# syntax=docker/dockerfile:1
# The portal as one image: the API (which serves the site) with the builds its first run
# releases. Build: docker build -t wtm-portal . — run: README "Running many instances".
# Checked by deploy/src/dockerfile.test.ts (parsed and linted; no image is built in CI).

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Build everything, as `pnpm build` does on a developer's machine.
FROM ${NODE_IMAGE} AS build
WORKDIR /src
RUN npm install --global pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

# 2. The runtime tree: the API's sources and the workspace packages it imports (Node runs
#    the TypeScript as it is), their production dependencies only, and the builds of the
#    shell and remotes (the first run on an empty release store releases them).
FROM ${NODE_IMAGE} AS runtime-tree
WORKDIR /app
RUN npm install --global pnpm@10.34.8
COPY --from=build /src/package.json /src/pnpm-workspace.yaml /src/pnpm-lock.yaml /src/.npmrc ./
COPY --from=build /src/apps/api ./apps/api
COPY --from=build /src/packages ./packages
COPY --from=build /src/apps/shell/package.json ./apps/shell/package.json
COPY --from=build /src/apps/shell/dist ./apps/shell/dist
COPY --from=build /src/apps/books/package.json ./apps/books/package.json
COPY --from=build /src/apps/books/dist ./apps/books/dist
COPY --from=build /src/apps/crm/package.json ./apps/crm/package.json
COPY --from=build /src/apps/crm/dist ./apps/crm/dist
COPY --from=build /src/apps/account/package.json ./apps/account/package.json
COPY --from=build /src/apps/account/dist ./apps/account/dist
RUN find . -name node_modules -prune -exec rm -rf {} + \
 && pnpm install --prod --frozen-lockfile --filter "@wtm/api..."

# 3. What runs: Node 24, tini as PID 1 (it passes SIGTERM to Node, which drains and
#    exits, and reaps what it must), an unprivileged user, no build tools.
FROM ${NODE_IMAGE}
RUN apt-get update \
 && apt-get install --yes --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=runtime-tree --chown=node:node /app ./
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/api/src/main.ts"]
