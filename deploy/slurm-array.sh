#!/usr/bin/env bash
# Run an experiment as N shards on Slurm (a job array), then merge them (a job that waits for the array).
# See docs/running-at-scale.md.
#
#   deploy/slurm-array.sh experiments/core-difficulty.json [N] [results-folder]
#
# submits N array tasks (default 8) and a merge job that starts when every task has succeeded
# (--dependency=afterok). Each task runs shard k/N with k = SLURM_ARRAY_TASK_ID (1..N), one worker per
# allocated CPU, into <results-folder>/shard-k-of-N on a file system every node sees. A task that fails or
# is preempted can simply be resubmitted (or requeued): it resumes its folder, losing no finished batch.
# The merged tables land in <results-folder>/merged. Exit code 3 from a task or the merge means some games
# failed (see errors.jsonl); the merge then still runs if you resubmit it with --dependency=afterany.
#
# Adapt the #SBATCH lines (partition, account, time, CPUs) to your cluster. Run from the project folder,
# after `npm ci` (which builds it).
#SBATCH --job-name=legendary
#SBATCH --cpus-per-task=8
#SBATCH --mem=4G
#SBATCH --time=12:00:00
#SBATCH --output=slurm-%x-%A_%a.out
set -euo pipefail

LEGENDARY=(node "${LEGENDARY_HOME:-$PWD}/bin/legendary.js")

case "${1:-}" in
  --task)   # inside one array task: run shard SLURM_ARRAY_TASK_ID of N
    spec=$2; n=$3; out=$4
    k=${SLURM_ARRAY_TASK_ID:?not inside a Slurm array task}
    exec "${LEGENDARY[@]}" run "$spec" --out "$out/shard-$k-of-$n" --shard "$k/$n" --workers "${SLURM_CPUS_PER_TASK:-1}"
    ;;
  --merge)  # after every task: combine the shards
    n=$2; out=$3
    dirs=()
    for k in $(seq 1 "$n"); do dirs+=("$out/shard-$k-of-$n"); done
    exec "${LEGENDARY[@]}" merge "${dirs[@]}" --out "$out/merged"
    ;;
  ""|-h|--help)
    sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
esac

spec=$1
n=${2:-8}
name=$(basename "$spec" .json)
out=${3:-results/$name}
"${LEGENDARY[@]}" run "$spec" --check >/dev/null   # a bad spec stops here, before anything is queued
mkdir -p "$out"
export LEGENDARY_HOME="$PWD"
array=$(sbatch --parsable --array="1-$n" --job-name="legendary-$name" "$0" --task "$spec" "$n" "$out")
array=${array%%;*}
merge=$(sbatch --parsable --dependency="afterok:$array" --job-name="legendary-$name-merge" --cpus-per-task=1 \
  "$0" --merge "$n" "$out")
echo "submitted shards: job array $array (1-$n); merge: job ${merge%%;*} -> $out/merged"
