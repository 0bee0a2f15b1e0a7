import './cosmic-cube.js';
import './legacy-virus.js';
import './midtown-bank-robbery.js';
import './negative-zone-prison-breakout.js';
import './portals-to-the-dark-dimension.js';
import './killbots.js';
import './secret-invasion.js';
import './super-hero-civil-war.js';
