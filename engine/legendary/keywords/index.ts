// Keyword modules: rules and actions a keyword brings to any game with a card that has it. Card files
// import the modules of their keywords; this index loads them all (later sets' modules last, so the action
// codes of earlier ones never change).
import './bribe.js';
import './teleport.js';
import './versatile.js';
import './wall-crawl.js';
import './feast.js';
import './conqueror.js';
import './burrow.js';
import './cosmic-threat.js';
import './focus.js';
import './revenge.js';
import './excessive-violence.js';
import './investigate.js';
import './hidden-witness.js';
import './out-of-time.js';
import './sidekicks.js';
import './phasing.js';
import './size-changing.js';
import './fortify.js';
import './shield-clearance.js';
import './healing.js';
import './officer-villains.js';
import './xd-rampage.js';
import './living-dead.js';
import './other-masterminds.js';
import './spectrum.js';
import './patrol.js';
import './kung-fu.js';
import './charge.js';
import './fateful-resurrection.js';
import './fight-on-top.js';
import './demolish.js';
import './cheering-crowds.js';
import './switcheroo.js';
