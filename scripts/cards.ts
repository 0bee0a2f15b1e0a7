// `legendary cards`: every card with its facts, grouped by type.

import { CARDS, HENCHMEN, HEROES, MASTERMINDS, SCHEMES, VILLAIN_GROUPS, CLASS_BITS, CLASS_NAMES } from '../engine/legendary/index.js';
import { SETS, pool, setTitle, type GroupKind } from '../engine/legendary/registry.js';
import { resolveSets } from '../engine/legendary/names.js';
import type { CardDef } from '../engine/legendary/index.js';
import { challengeCatalog } from '../engine/legendary/challenges.js';

function classes(cls: number): string[] { return CLASS_BITS.filter((b) => cls & b).map((b) => CLASS_NAMES[b]!); }
function num(d: CardDef, k: 'attack' | 'recruit' | 'vp'): string {
  const v = d[k];
  const plus = d.plus?.[k] ? '+' : '';
  if (k === 'attack' && d.plus?.attackStar) return '*';
  return v || plus ? `${v}${plus}` : '';
}

/** Every card of the given sets (reprints listed under the sets that print them). */
export function cardCatalog(sets: string[]) {
  const inSets = (kind: GroupKind) => new Set(pool(kind, sets));
  const side = (d: CardDef) => ({
    name: d.name.slice(d.name.indexOf(': ') + 2), attack: num(d, 'attack') || undefined, recruit: num(d, 'recruit') || undefined,
    classes: classes(d.cls), team: d.team || undefined, heroName: d.heroName, text: d.text,
  });
  const fact = (d: CardDef) => ({
    name: d.name, copies: d.copies, cost: d.kind === 'hero' ? d.cost : undefined,
    attack: num(d, 'attack') || undefined, recruit: num(d, 'recruit') || undefined, vp: num(d, 'vp') || undefined,
    classes: classes(d.cls), team: d.team || undefined, text: d.halves ? undefined : d.text,
    /** a Divided card: its two sides (the player plays one) */
    sides: d.halves?.map((h) => side(CARDS[h]!)),
  });
  const byKey = (k: string) => CARDS.find((c) => c.key === k)!;
  return {
    sets: sets.map((id) => ({ id, title: setTitle(id) })),
    heroes: [...HEROES.values()].filter((h) => inSets('hero').has(h.label)).map((h) => ({ hero: h.label, name: h.name, set: h.set, team: byKey(h.cards[0]!).team, cards: h.cards.map((k) => fact(byKey(k))) })),
    villains: [...VILLAIN_GROUPS.values()].filter((v) => inSets('villain group').has(v.label)).map((v) => ({ group: v.label, name: v.name, set: v.set, cards: v.cards.map((k) => fact(byKey(k))) })),
    henchmen: [...HENCHMEN.values()].filter((h) => inSets('henchmen group').has(h.label)).map((h) => ({ group: h.label, set: h.set, ...fact(byKey(h.cards[0]!)) })),
    masterminds: [...MASTERMINDS.values()].filter((m) => inSets('mastermind').has(m.label)).map((m) => ({
      name: m.label, set: m.set, attack: m.attack, vp: m.vp, alwaysLeads: m.leads, strike: m.text,
      tactics: m.tactics.map((k) => ({ name: byKey(k).name, text: byKey(k).text })),
    })),
    schemes: [...SCHEMES.values()].filter((s) => inSets('scheme').has(s.label)).map((s) => ({
      name: s.label, set: s.set, twists: [1, 2, 3, 4, 5].map((p) => s.twists(p)), text: s.text, forbiddenInBasicSolo: !!s.forbiddenInSolo,
    })),
    other: CARDS.filter((c) => sets.includes(c.set) && (c.group === 'basic' || c.group === 'Sidekick' || ['wound', 'bystander', 'twist', 'strike'].includes(c.kind))).map(fact),
    /** challenge modes (not cards, but chosen at setup like them): `legendary play --challenge <name>` */
    challenges: challengeCatalog(),
  };
}

export function cardsCommand(o: { json?: boolean; sets?: string }): void {
  // the default (core) is resolveSets', as for play and specs
  const cat = cardCatalog(resolveSets(o.sets === undefined ? undefined : [o.sets]));
  if (o.json) { process.stdout.write(JSON.stringify(cat, null, 2) + '\n'); return; }
  const others = [...SETS.keys()].filter((id) => !cat.sets.some((x) => x.id === id));
  const out: string[] = [`CARD SETS: ${cat.sets.map((x) => `${x.id} (${x.title})`).join(', ')}` +
    (others.length ? `   (also available with --sets: ${others.join(', ')})` : ''), ''];
  const row = (c: ReturnType<typeof cardCatalog>['heroes'][number]['cards'][number]) =>
    `    ${c.name.padEnd(30)} x${String(c.copies).padEnd(3)} ${c.cost !== undefined ? `cost ${c.cost}` : ''.padEnd(6)}` +
    `${c.attack ? `  atk ${c.attack}` : ''}${c.recruit ? `  rec ${c.recruit}` : ''}${c.vp ? `  VP ${c.vp}` : ''}` +
    `${c.classes.length ? `  [${c.classes.join('/')}]` : ''}${c.text ? `  — ${c.text}` : ''}`;
  const sides = (c: ReturnType<typeof cardCatalog>['heroes'][number]['cards'][number]) => (c.sides ?? []).map((s) =>
    `      ${s.name}${s.heroName ? ` (${s.heroName})` : ''}:${s.attack ? ` atk ${s.attack}` : ''}${s.recruit ? ` rec ${s.recruit}` : ''}` +
    `  [${s.classes.join('/')}]${s.team ? ` ${s.team}` : ''}${s.text ? `  — ${s.text}` : ''}`);
  out.push(`HEROES (${cat.heroes.length})`);
  for (const h of cat.heroes) { out.push(`  ${h.hero} (${h.team || 'unaffiliated'})`); for (const c of h.cards) out.push(row(c), ...sides(c)); }
  out.push('', `VILLAIN GROUPS (${cat.villains.length})`);
  for (const v of cat.villains) { out.push(`  ${v.group}`); for (const c of v.cards) out.push(row(c)); }
  out.push('', `HENCHMEN (${cat.henchmen.length})`);
  for (const h of cat.henchmen) out.push(row(h));
  out.push('', `MASTERMINDS (${cat.masterminds.length})`);
  for (const m of cat.masterminds) {
    out.push(`  ${m.name}: attack ${m.attack}, ${m.vp} VP per tactic, always leads ${m.alwaysLeads}`, `    Master Strike — ${m.strike ?? ''}`);
    for (const t of m.tactics) out.push(`    Tactic ${t.name} — ${t.text}`);
  }
  out.push('', `SCHEMES (${cat.schemes.length})`);
  for (const s of cat.schemes) out.push(`  ${s.name}: twists for 1-5 players ${s.twists.join('/')}${s.forbiddenInBasicSolo ? ' (not in basic solo)' : ''}`, `    ${s.text ?? ''}`);
  out.push('', 'OTHER CARDS');
  for (const c of cat.other) out.push(row(c));
  out.push('', `CHALLENGE MODES (${cat.challenges.length}; legendary play --challenge heroic,tyrant,opening-salvo:2)`);
  for (const m of cat.challenges) {
    out.push(`  ${m.name.padEnd(22)} ${m.title}${m.numbers ? `, N ${m.numbers[0]}-${m.numbers[1]}` : ''}${m.group ? ` (one ${m.group === 'twists' ? 'extra-twist' : 'Mastermind power'} mode at most)` : ''} — ${m.text}`);
  }
  process.stdout.write(out.join('\n') + '\n');
}
