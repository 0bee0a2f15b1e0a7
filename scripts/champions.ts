// `legendary champions ...`: Marvel Champions, the second ruleset (issue 28). So far: what the engine knows of the
// core set's cards (facts only; the rules engine comes next).

import { CORE_FACTS, SCENARIOS, STARTER_DECKS, type CardFacts, type ChampionsCardType } from '../engine/champions/index.js';
import { UsageError } from './errors.js';

const TYPES: ChampionsCardType[] = ['hero', 'alter_ego', 'ally', 'event', 'support', 'upgrade', 'resource', 'villain', 'main_scheme', 'side_scheme',
  'minion', 'treachery', 'attachment', 'environment', 'obligation'];

/** The printed numbers of a card, short: cost, resources, stats, scheme and boost. */
function numbers(f: CardFacts): string {
  const out: string[] = [];
  if (f.cost !== undefined) out.push(`cost ${f.cost}`);
  if (f.resources) out.push(Object.entries(f.resources).map(([k, v]) => `${v} ${k}`).join(' + '));
  const stat = (label: string, v: number | undefined, star?: boolean) => { if (v !== undefined) out.push(`${label} ${v}${star ? '*' : ''}`); };
  stat('THW', f.thwart); stat('ATK', f.attack, f.attackStar); stat('DEF', f.defense); stat('REC', f.recover);
  stat('SCH', f.scheme, f.schemeStar);
  if (f.health !== undefined) out.push(`HP ${f.health}${f.healthPerHero ? ' per hero' : ''}`);
  stat('hand', f.handSize);
  if (f.thwartCost || f.attackCost) out.push(`consequential ${f.thwartCost ?? 0}/${f.attackCost ?? 0}`);
  if (f.baseThreat !== undefined) out.push(`threat ${f.baseThreat}${f.baseThreatFixed ? '' : ' per player'} start`);
  if (f.threat !== undefined) out.push(`target ${f.threat}${f.threatFixed ? '' : ' per player'}`);
  if (f.escalationThreat !== undefined) out.push(`+${f.escalationThreat}${f.escalationThreatFixed ? '' : ' per player'} a round`);
  for (const [k, v] of [['hazard', f.hazard], ['acceleration', f.acceleration], ['crisis', f.crisis]] as const) if (v) out.push(`${v} ${k}`);
  if (f.boost !== undefined || f.boostStar) out.push(`boost ${f.boost ?? 0}${f.boostStar ? '*' : ''}`);
  return out.join(', ');
}

/** The group a card is listed under: its identity's kit, its aspect, basic, or its encounter set. */
function groupOf(f: CardFacts): string {
  if (f.faction === 'hero') return `identity: ${f.set}`;
  if (f.faction === 'encounter') return `encounter set: ${f.set ?? 'none'}`;
  return f.faction === 'basic' ? 'basic' : `aspect: ${f.faction}`;
}

export function championsCardsCommand(o: { json?: boolean; type?: string }): void {
  let facts = [...CORE_FACTS];
  if (o.type !== undefined) {
    const t = o.type.trim().toLowerCase().replace(/[ -]/g, '_') as ChampionsCardType;
    if (!TYPES.includes(t)) throw new UsageError(`unknown card type "${o.type}"; accepted: ${TYPES.join(', ')}`);
    facts = facts.filter((f) => f.type === t);
  }
  if (o.json) {
    process.stdout.write(JSON.stringify({ source: 'MarvelCDB public card data (facts only)', cards: facts, starterDecks: STARTER_DECKS, scenarios: SCENARIOS }, null, 2) + '\n');
    return;
  }
  process.stdout.write(`Marvel Champions core set: ${facts.length} cards (facts from the public MarvelCDB card data; no card text)\n`);
  const groups = new Map<string, CardFacts[]>();
  for (const f of facts) { const g = groupOf(f); if (!groups.has(g)) groups.set(g, []); groups.get(g)!.push(f); }
  for (const [g, list] of groups) {
    process.stdout.write(`\n${g}\n`);
    for (const f of list) {
      const name = f.subname ? `${f.name} (${f.subname})` : f.name;
      process.stdout.write(`  ${f.code.padEnd(7)} ${name.padEnd(34)} ${f.type.padEnd(12)} x${f.quantity}  ${numbers(f)}${f.stage ? `  stage ${f.stage}` : ''}\n`);
    }
  }
  process.stdout.write(`\nstarter decks: ${STARTER_DECKS.map((d) => d.id).join(', ')}\nscenarios: ${SCENARIOS.map((s) => `${s.villain} (modular: ${s.recommendedModular})`).join(', ')}\n`);
}
