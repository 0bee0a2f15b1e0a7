#!/usr/bin/env bash
# Peak resident memory of `legendary run`, `merge` and `report` on the scale study (experiments/scale.json),
# measured with GNU time ("Maximum resident set size" of `/usr/bin/time -v`). A benchmark, not a test: the
# full study is 1,030,400 games (a few minutes on 2 cores); --games sets the games per cell.
#
#   scripts/bench-memory.sh                          # 1,030,400 games: run
#   scripts/bench-memory.sh --games 140              # 103,040 games
#   scripts/bench-memory.sh --merge --report         # also: the same study as 2 shards + merge, and the report
#   scripts/bench-memory.sh --champions --games 4200 # the Marvel Champions scale study instead (100,800 games)
#   scripts/bench-memory.sh --dir /data/scale        # where the results folders go (default: a new temp folder)
#
# Prints one line per command: peak RSS, wall time, and games per second for runs. The folders are kept.
set -euo pipefail
cd "$(dirname "$0")/.."

games="" workers="" merge=0 report=0 dir="" base=experiments/scale.json
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games="$2"; shift 2 ;;
    --workers) workers="$2"; shift 2 ;;
    --merge) merge=1; shift ;;
    --report) report=1; shift ;;
    --dir) dir="$2"; shift 2 ;;
    --champions) base=experiments/champions-scale.json; shift ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench-memory: unknown option $1; accepted: --games N, --workers N, --merge, --report, --champions, --dir DIR" >&2; exit 2 ;;
  esac
done
[ -x /usr/bin/time ] || { echo "bench-memory: needs GNU time at /usr/bin/time (apt-get install -y time)" >&2; exit 2; }
[ -f dist/experiments/runner.js ] || npx tsc -p tsconfig.json
if [ -z "$dir" ]; then dir=$(mktemp -d "${TMPDIR:-/tmp}/legendary-scale-XXXXXX"); fi
if [ -e "$dir" ] && [ -n "$(ls -A "$dir")" ]; then echo "bench-memory: $dir is not empty; give a new or empty --dir" >&2; exit 2; fi
mkdir -p "$dir"
workers=${workers:-$(node -p 'require("os").availableParallelism()')}
# the study's own games a cell unless --games is given
games=${games:-$(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).games' "$base")}

name=$(basename "$base" .json)
spec="$dir/$name-$games.json"
node -e '
  const s = JSON.parse(require("fs").readFileSync(process.argv[3], "utf8"));
  delete s.$schema; s.games = Number(process.argv[1]); s.name = `${s.name}-${s.games}`;
  require("fs").writeFileSync(process.argv[2], JSON.stringify(s, null, 2));
' "$games" "$spec" "$base"
total=$(node bin/legendary.js run "$spec" --check | sed -n 2p)
echo "$name study: $total ($games a cell), $workers workers, $(nproc) cores, Node $(node --version); folders in $dir"

# measure NAME -- COMMAND...: runs it under /usr/bin/time -v, prints peak RSS and wall time
measure() {
  local name="$1"; shift; shift
  local log="$dir/$name.time"
  local status=0
  /usr/bin/time -v "$@" 2> "$log" >/dev/null || status=$?
  local rss wall
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$log")
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$log")
  printf '%-10s peak RSS %6d MB   wall %8s   exit %d' "$name" $((rss / 1024)) "$wall" "$status"
  if [ -f "$dir/$name/manifest.json" ] && [ "$name" != merge ]; then
    node -e 'const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
      process.stdout.write(`   ${m.counts.games.toLocaleString("en-US")} games, ${Math.round(m.gamesPerSecond).toLocaleString("en-US")} games/s`)' "$dir/$name/manifest.json"
  fi
  echo
}

measure run -- node bin/legendary.js run "$spec" --out "$dir/run" --workers "$workers" --quiet
if [ "$merge" = 1 ]; then
  measure shard-1 -- node bin/legendary.js run "$spec" --out "$dir/shard-1" --workers "$workers" --shard 1/2 --quiet
  measure shard-2 -- node bin/legendary.js run "$spec" --out "$dir/shard-2" --workers "$workers" --shard 2/2 --quiet
  measure merge -- node bin/legendary.js merge "$dir/shard-1" "$dir/shard-2" --out "$dir/merge" --quiet
  cmp -s "$dir/run/cells.csv" "$dir/merge/cells.csv" && echo "merge: cells.csv equals the unsharded run's" || echo "merge: cells.csv DIFFERS from the unsharded run's"
fi
if [ "$report" = 1 ]; then
  measure report -- node bin/legendary.js report "$dir/run" -o "$dir/report.html"
fi
