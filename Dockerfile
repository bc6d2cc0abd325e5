# One image for the simulator (serving the built web app) and the device emulator.
FROM node:20-bookworm-slim
# ffmpeg encodes the emulated devices' live video; DejaVu is the font of its overlay text.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY openapi/package.json openapi/
COPY web/package.json web/
COPY simulator/package.json simulator/
COPY device-emulator/package.json device-emulator/
COPY tests/package.json tests/
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
