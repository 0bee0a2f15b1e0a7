// Marvel Champions: The Card Game (second ruleset, issue 28). The facts of a card: what is printed on it as numbers,
// names and tags, carried over from the public MarvelCDB card data. No card text: abilities will be code.

/** A card's type (its `type_code` in the data). */
export type ChampionsCardType =
  | 'hero' | 'alter_ego' | 'ally' | 'event' | 'support' | 'upgrade' | 'resource'
  | 'villain' | 'main_scheme' | 'side_scheme' | 'minion' | 'treachery' | 'attachment' | 'environment' | 'obligation';

/** Resource icons a player card gives when discarded to pay. */
export interface Resources { energy?: number; mental?: number; physical?: number; wild?: number }

export interface CardFacts {
  /** five characters ('01' = core), a letter for each side of a two-sided card ('01001a', '01001b') */
  code: string;
  name: string;
  /** an identity's other name (the alter-ego's person), where printed */
  subname?: string;
  type: ChampionsCardType;
  /** 'hero' (an identity's kit), an aspect ('aggression', 'justice', 'leadership', 'protection'), 'basic' or 'encounter' */
  faction: string;
  /** the identity kit or encounter set it belongs to ('spider_man', 'rhino', 'bomb_scare', 'standard', ...) */
  set?: string;
  /** copies in the core box */
  quantity: number;
  /** copies a deck may hold */
  deckLimit?: number;
  unique: boolean;
  /** traits, as tags ('Avenger', 'Brute', ...) */
  traits: string[];
  /** resource cost; 'X' where the cost is X */
  cost?: number | 'X';
  resources?: Resources;
  attack?: number;
  thwart?: number;
  defense?: number;
  recover?: number;
  health?: number;
  /** the villain's (or an enemy's) hit points are per hero */
  healthPerHero?: boolean;
  handSize?: number;
  /** consequential damage an ally takes when it attacks / thwarts */
  attackCost?: number;
  thwartCost?: number;
  /** an enemy's scheme value */
  scheme?: number;
  /** the star marks an ability tied to the value */
  attackStar?: boolean;
  schemeStar?: boolean;
  /** boost icons; boostStar: a boost ability */
  boost?: number;
  boostStar?: boolean;
  /** threat a scheme enters with (per player unless baseThreatFixed), its target (threat, per player unless threatFixed) and acceleration */
  baseThreat?: number;
  baseThreatFixed?: boolean;
  threat?: number;
  threatFixed?: boolean;
  escalationThreat?: number;
  escalationThreatFixed?: boolean;
  /** side-scheme icons */
  hazard?: number;
  acceleration?: number;
  crisis?: number;
  /** a villain's or main scheme's stage ('I', 'II', '1A', '1B', ...) */
  stage?: string;
  /** the other side of a two-sided identity (hero <-> alter-ego) */
  back?: string;
}

/** One of the official starter decks: an identity and an aspect, card codes with quantities. */
export interface StarterDeck { id: string; identity: string; aspect: string; cards: { code: string; quantity: number }[] }

/** A scenario: its villain's stage cards, its main scheme, the recommended modular set and the stages per mode. */
export interface Scenario {
  villain: string;
  villainCodes: string[];
  mainScheme: string;
  recommendedModular: string;
  standardStages: number[];
  expertStages: number[];
}
