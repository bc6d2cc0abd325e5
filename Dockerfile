# One image for the simulator (serving the built web app) and the device emulator.
FROM node:20-bookworm-slim
# The emulated devices' ffmpeg and the font of their picture come from npm install, like the rest.
WORKDIR /app
COPY package.json package-lock.json ./
COPY openapi/package.json openapi/
COPY resources/package.json resources/
COPY web/package.json web/
COPY simulator/package.json simulator/
COPY device-emulator/package.json device-emulator/
COPY tests/package.json tests/
# Fixes to installed packages, applied by npm install (patch-package): see patches/README.md.
COPY patches/ patches/
# npm install honours the lockfile; npm ci refuses it where some platforms' optional binaries are missing.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build -w web
ENV WEB_DIST=/app/web/dist
# A container listens on its own interface, so the simulator refuses the public default secrets
# unless they are replaced (or SIM_ALLOW_DEFAULT_SECRETS=1, as docker-compose.yml does).
ENV HOST=0.0.0.0
EXPOSE 8080
CMD ["node", "--import", "tsx", "simulator/src/server.ts"]
