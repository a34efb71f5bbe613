#!/bin/sh
# Restarts the API servers one at a time with no failed request (docs/deploy.md, section 8).
# Run as root on the host of nginx and the API servers:  deploy/rolling-restart.sh 3001 3002
# Each server is taken out of nginx's upstream first (marked `down`, nginx reloaded): a server's listener that
# closes while the kernel holds connections the server has not taken yet resets them, and nginx never resends
# a POST. Then the server drains (systemd sends SIGTERM), starts, answers /ready, and is put back.
set -eu
SITE=${SITE:-/etc/nginx/sites-available/cardbinder}
[ "$#" -gt 0 ] || { echo "usage: $0 PORT..." >&2; exit 2; }
mark() { # mark PORT down|up
  if [ "$2" = down ]; then
    sed -i "s/^\(\s*server [^ ;]*:$1\b[^;]*\);/\1 down;/" "$SITE"
  else
    sed -i "s/^\(\s*server [^ ;]*:$1\b[^;]*\) down;/\1;/" "$SITE"
  fi
  nginx -t -q && nginx -s reload
  sleep 1
}
for port in "$@"; do
  mark "$port" down
  systemctl restart "cardbinder-api@$port"
  until curl -fs "http://127.0.0.1:$port/ready" > /dev/null; do sleep 1; done
  mark "$port" up
done
