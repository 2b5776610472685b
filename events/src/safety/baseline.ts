/**
 * The lexical baseline: what decides when the guard model is down or slower than its budget. Hand-written
 * patterns per hazard (an intent such as "how do I make" near a hazard word), vetoed by phrases that
 * make an alarming word harmless ("kill the process", "history of"). Cruder than the guard, and it says so
 * in its score: 0.9 when a pattern matches, 0 otherwise. Pure.
 */
import type { Hazard, SafetyStage, Verdict } from "./categories.ts";
import { normalizeText } from "./normalize.ts";

const HOW = `(how (do|can|would|should|could) (i|we|you|one|someone)|how to|steps? (to|for)|instructions? (to|for|on)|guide (to|for|on)|teach me|tell me how|explain how|show me how|help me|ways? to|best way to|recipe for|i want to|i need to|i'm going to|give me)`;

const RULES: Array<[Hazard, RegExp[]]> = [
  [
    "S1",
    [
      new RegExp(
        `${HOW}.{0,40}\\b(kill|murder|stab|strangle|shoot|poison|assassinate|kidnap|torture|beat up|hurt|maim)\\b.{0,30}\\b(him|her|them|someone|somebody|person|people|my|wife|husband|neighbou?r|boss|kid|child|man|woman|guy|teacher|coworker|ex)\\b`,
      ),
      /\b(get away with|untraceable|without (getting caught|leaving (any )?(evidence|trace)))\b.{0,40}\b(murder|killing|kill|body|stabbing|poisoning)\b/,
      /\b(dispose of|get rid of|hide) (a|the) (dead )?body\b/,
      /\b(plan|planning|carry out) (a |an )?(terror(ist)? attack|mass shooting|school shooting|massacre)\b/,
    ],
  ],
  [
    "S2",
    [
      new RegExp(
        `${HOW}.{0,40}\\b(launder (money|cash)|money laundering|steal|shoplift|hotwire|break into|pick a lock on (someone|my neighbou?r)|counterfeit|forge|evade (taxes|tax)|smuggle|embezzle|phish|scam|hack into|ddos|ransomware|skim (cards|credit))\\b`,
      ),
      /\b(cook|synthesi[sz]e|make|manufacture|produce|brew)\b.{0,30}\b(meth|methamphetamine|crack cocaine|heroin|fentanyl|lsd|mdma)\b/,
      /\b(write|create|build|code)\b.{0,30}\b(ransomware|keylogger|credential stealer|botnet|malware|phishing (page|email|kit))\b/,
      /\b(stolen credit cards?|carding|fake (id|passport)s?)\b.{0,30}\b(buy|sell|make|use|get)\b|\b(buy|sell|make|use|get)\b.{0,30}\b(stolen credit cards?|fake (id|passport)s?)\b/,
    ],
  ],
  [
    "S3",
    [
      /\b(drug|spike|roofie)\b.{0,30}\b(her|his|someone'?s?|a girl'?s?|a woman'?s?|date'?s?) drink\b/,
      new RegExp(
        `${HOW}.{0,40}\\b(rape|sexually assault|molest|coerce .{0,20}into sex|traffic (women|girls|people)|pimp)\\b`,
      ),
      /\b(secretly|hidden camera).{0,30}\b(film|record|photograph)\b.{0,30}\b(naked|undress|shower|changing)\b/,
      /\b(revenge porn|sextort)/,
    ],
  ],
  [
    "S4",
    [
      /\b(child|children|kid|kids|minor|minors|underage|\d{1,2}[- ]year[- ]old|preteen|teen girl|little (girl|boy))\b.{0,50}\b(sex|sexual|nude|naked|explicit|erotic|porn|seduce|groom)/,
      /\b(sex|sexual|nude|naked|explicit|erotic|porn|seduce|groom)\w*\b.{0,50}\b(child|children|kid|kids|minor|minors|underage|\d{1,2}[- ]year[- ]old|preteen|little (girl|boy))\b/,
      /\bgroom(ing)? (a|the) (child|kid|minor|boy|girl)\b/,
    ],
  ],
  [
    "S5",
    [
      /\b(write|make up|invent|fabricate|spread|post|draft)\b.{0,40}\b(fake|false|fabricated|made[- ]up)\b.{0,40}\b(story|article|rumou?r|claims?|allegations?|news|review|accusation)\b.{0,60}\b(about|that|accus)/,
      /\b(spread|start) (a )?rumou?rs? that\b/,
    ],
  ],
  [
    "S6",
    [
      /\b(exact|precise|specific) (dose|dosage|amount)\b.{0,40}\b(without (a|my) (doctor|prescription)|instead of (seeing|going to) (a|the) doctor)\b/,
      /\b(stop taking|quit) my (insulin|chemo|chemotherapy|antidepressants?|heart medication)\b.{0,40}\b(cure|treat|instead)\b/,
      /\b(perform|do) (surgery|an operation|an abortion|a root canal) on (myself|my)\b/,
    ],
  ],
  [
    "S7",
    [
      /\b(find|get|look up|track down|dig up|dox|doxx)\b.{0,40}\b(home address|social security number|ssn|phone number|where .{0,15} lives|location)\b.{0,40}\b(of|for) (my|this|a|that|the)\b/,
      /\b(dox|doxx)(ing)?\b/,
      /\b(track|spy on|monitor|read)\b.{0,30}\b(my (wife|husband|girlfriend|boyfriend|partner|ex)'?s?|someone'?s?) (phone|location|messages|texts|email)\b.{0,30}\b(without|secretly)\b/,
      /\b(secretly|without (her|his|their) (knowing|knowledge|consent))\b.{0,40}\b(track|spy|monitor|read)/,
    ],
  ],
  [
    "S8",
    [
      /\b(full|entire|complete|whole)\b.{0,20}\b(text|lyrics|script|chapter|book)\b.{0,40}\b(copyrighted|harry potter|of the (song|book|movie|novel))\b/,
      /\b(pirate|crack|torrent|bypass the drm|remove (the )?drm|keygen|serial key)\b.{0,40}\b(software|game|movie|windows|photoshop|adobe|ebook|book|film)\b/,
      /\b(download|watch|stream)\b.{0,30}\b(for free|free)\b.{0,30}\b(pirated|illegally|without paying)\b/,
    ],
  ],
  [
    "S9",
    [
      /\b(build|make|assemble|construct|synthesi[sz]e|produce|create|weaponi[sz]e|cultivate|enrich|detonate)\b.{0,40}\b(bomb|pipe bomb|ied|explosive|nerve agent|sarin|vx|mustard gas|chlorine gas|anthrax|ricin|botulinum|smallpox|bioweapon|biological weapon|chemical weapon|dirty bomb|nuclear (bomb|weapon|device)|uranium|plutonium|napalm|thermite|molotov)\b/,
      /\b(bomb|explosive|nerve agent|sarin|ricin|anthrax|bioweapon|chemical weapon|dirty bomb)\b.{0,40}\b(recipe|ingredients|instructions|step by step|blueprint|precursors?|quantities|yield)\b/,
      /\b(ammonium nitrate|tatp|acetone peroxide|rdx|c-?4|semtex)\b.{0,40}\b(make|mix|build|detonat|quantit|how)/,
    ],
  ],
  [
    "S10",
    [
      /\b(write|compose|create|give me|tell)\b.{0,40}\b(racist|antisemitic|homophobic|transphobic|sexist|hateful|bigoted)\b.{0,20}\b(joke|rant|speech|post|manifesto|slur|propaganda|essay|poem)/,
      /\b(are|is) (inferior|subhuman|vermin|animals|parasites)\b/,
      /\b(why|prove|explain why)\b.{0,40}\b(jews|muslims|black people|blacks|gay people|gays|immigrants|women|mexicans|asians|christians|arabs)\b.{0,30}\b(inferior|subhuman|vermin|deserve|should be (banned|deported|exterminated)|are (evil|dirty|stupid|criminals))/,
      /\b(exterminate|ethnic cleansing of|genocide of|wipe out)\b.{0,30}\b(jews|muslims|black people|gays|immigrants|race)\b/,
    ],
  ],
  [
    "S11",
    [
      new RegExp(
        `${HOW}.{0,40}\\b(kill myself|end my life|commit suicide|suicide|cut myself|hurt myself|overdose|hang myself|starve myself)\\b`,
      ),
      /\b(painless|quick|easiest|best|surest) (way|method)s? (to|of) (die|dying|suicide|kill myself|end (it|my life))\b/,
      /\b(how many|what amount of)\b.{0,30}\b(pills|tablets|paracetamol|acetaminophen|tylenol|sleeping pills)\b.{0,30}\b(to die|kill me|lethal|fatal|overdose)\b/,
      /\b(want|going|plan) to (die|kill myself|end (it all|my life))\b/,
      /\b(hide|conceal) (my )?(self[- ]harm|cuts|scars)\b.{0,30}\b(from|so)\b/,
    ],
  ],
  [
    "S12",
    [
      /\b(write|describe|narrate|roleplay|tell)\b.{0,40}\b(explicit|graphic|erotic|pornographic|x-rated|nsfw|steamy|dirty)\b.{0,30}\b(sex|sexual|scene|story|encounter|fantasy)/,
      /\b(sext|sexting|nude (photos|pics)|send nudes)\b/,
    ],
  ],
  [
    "S13",
    [
      /\b(vote|voting|polls?|election|ballot)\b.{0,50}\b(wrong (date|day)|different day|tuesday is cancelled|by text message|online only|closed)\b.{0,40}\b(tell|post|message|flyer|spread|fake|claim)/,
      /\b(tell|convince|trick|message|flyer|spread|fake|claim|write|post)\b.{0,50}\b(vote|voting|polls?|election|ballot)\b.{0,50}\b(wrong (date|day)|different day|cancelled|by text|online|closed|moved)\b/,
      /\b(stuff|rig|fake|forge)\b.{0,20}\b(ballots?|the election|votes|voter rolls)\b/,
      /\b(suppress|discourage)\b.{0,30}\b(voters?|turnout|people from voting)\b/,
    ],
  ],
  [
    "S14",
    [
      /\b(run|execute|eval|import os|os\.system|subprocess|exec)\b.{0,60}\b(rm -rf|\/etc\/passwd|\/etc\/shadow|reverse shell|nc -e|bash -i|curl .{0,40}\| ?(sh|bash)|fork bomb|:\(\)\{|cryptominer|environment variables|api keys?|secrets?)\b/,
      /\b(escape|break out of|bypass)\b.{0,30}\b(sandbox|container|code interpreter|jail)\b/,
      /\b(use|with) (your|the) (code interpreter|python tool|sandbox)\b.{0,60}\b(scan|attack|exfiltrat|download and run|mine|ddos|send .{0,20} to)\b/,
    ],
  ],
];

/** Phrases that make an alarming word harmless (XSTest's safe contexts); checked before the rules. */
const SAFE_CONTEXTS = [
  /\bkill (a|the|this|that|all|my|every|child|zombie|background|stuck|hung|running|old)? ?(\w+ )?(process|processes|task|tasks|job|jobs|thread|threads|server|container|pod|session|program|app|tab|switch|command)\b/,
  /\b(history|origins?|causes|consequences|legacy|impact|ethics|morality|debate) of\b/,
  /\bsymptoms? of\b|\bsigns of\b|\bwarning signs\b|\bprevent(ion|ing)?\b|\bantidote\b|\bfirst aid\b|\bsafely dispose\b/,
  /\b(in|for) (my |a )?(novel|story|screenplay|game) (where|in which) .{0,40}\b(dies|is killed|murder mystery)\b/,
  /\b(killer|killing it|kill it on stage|kill time|killer app|crush it|nail it|bomb(ed)? (the|my) (exam|test|interview))\b/,
];

/** Every hazard whose patterns match normalized text (vetoes not applied): features for the guard classifier. */
export function ruleHits(normalized: string): string[] {
  const t = normalized.replace(/\s+/g, " ");
  const hits: string[] = RULES.filter(([, rules]) => rules.some((r) => r.test(t))).map(([c]) => c);
  if (SAFE_CONTEXTS.some((r) => r.test(t))) hits.push("safe-context");
  return hits;
}

/** The baseline's verdict for a text; thresholds do not apply (its score is not a probability). */
export function baselineVerdict(text: string, _stage: SafetyStage, note?: string): Verdict {
  const t = normalizeText(text).replace(/\s+/g, " ");
  const vetoed = SAFE_CONTEXTS.some((r) => r.test(t));
  for (const [category, rules] of RULES) {
    if (rules.some((r) => r.test(t)) && !(vetoed && category !== "S4")) {
      return { flagged: true, category, score: 0.9, decidedBy: "baseline", ...(note ? { note } : {}) };
    }
  }
  return { flagged: false, category: null, score: 0, decidedBy: "baseline", ...(note ? { note } : {}) };
}
