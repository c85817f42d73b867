#!/bin/sh
# Restarts the app processes one at a time, losing no request (run as root, e.g. after an upgrade).
# Each process is first marked down in nginx and nginx reloaded: new requests go to the others and
# none waits in the stopping process's accept queue (a connection accepted by the kernel but not yet
# by the process is reset when it closes its port, and nginx never resends a POST it has sent). Then
# SIGTERM (systemctl restart) lets it answer what it has, it starts again, answers its health check
# and goes back into nginx. `npm run test:scale` does the same steps under load.
set -eu
UPSTREAM=${UPSTREAM:-/etc/nginx/conf.d/coursecards-upstream.conf}
PORTS=${PORTS:-$(sed -n 's/^ *server 127\.0\.0\.1:\([0-9]*\).*/\1/p' "$UPSTREAM")}

for port in $PORTS; do
  sed -i "s/^\( *server 127\.0\.0\.1:$port [^;]*\);/\1 down;/" "$UPSTREAM"
  nginx -s reload
  sleep 1
  systemctl restart "coursecards@$port"
  tries=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health"; do
    tries=$((tries + 1))
    if [ "$tries" -gt 60 ]; then
      echo "coursecards@$port did not answer its health check in 60 s; left out of nginx" >&2
      exit 1
    fi
    sleep 1
  done
  sed -i "s/^\( *server 127\.0\.0\.1:$port [^;]*\) down;/\1;/" "$UPSTREAM"
  nginx -s reload
  echo "coursecards@$port restarted"
done
