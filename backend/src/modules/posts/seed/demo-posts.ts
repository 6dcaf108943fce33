/** A blog post of the demo content; `daysAgo` spreads the publication dates. */
export interface DemoPost {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  tags: string[];
  coverAlt: string;
  seoDescription: string;
  daysAgo: number;
  featured?: boolean;
}

const RSA = 'https://www.rsa.ie';
const NCTS = 'https://www.ncts.ie';

/**
 * Starting posts for a new install: practical guides for Irish drivers. They state general rules
 * and point to the official sources (RSA, NCTS) for the details that change.
 */
export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'How to cut the cost of your first car insurance as a learner',
    slug: 'cut-the-cost-of-your-first-car-insurance-as-a-learner',
    excerpt:
      'Insuring a car on a learner permit can feel expensive. Here is what actually moves the price, and what to avoid.',
    seoDescription:
      'Practical ways for learner drivers in Ireland to lower the cost of their first car insurance policy, and the mistakes to avoid.',
    tags: ['learner-drivers', 'saving-money'],
    coverAlt: 'A winding road through green hills under a rose-coloured sun',
    daysAgo: 3,
    featured: true,
    body: `<p>Your first policy is usually the most expensive one you will ever buy: insurers have no driving history to go on, so they price the risk of every new driver together. The good news is that a few choices are in your hands, and each claim-free year makes the next renewal easier.</p>
<h2>Choose the car with insurance in mind</h2>
<p>A small car with a modest engine costs far less to insure than a powerful or high-value one. Before you buy, get quotes for the exact models you are considering: two cars that look alike can sit in very different price bands because of repair costs, theft rates and performance.</p>
<h2>Follow the learner rules to the letter</h2>
<p>In Ireland a learner permit holder must:</p>
<ul>
<li>display L-plates, front and rear;</li>
<li>be accompanied at all times by someone who has held a full licence for that category for at least two years;</li>
<li>complete the 12 Essential Driver Training (EDT) lessons with an approved driving instructor before sitting the test.</li>
</ul>
<p>Driving unaccompanied can bring penalty points and a fine, and the owner of the car can be prosecuted for allowing it. Points on a learner permit also weigh heavily on the price of insurance, so keeping a clean record is the single best thing you can do for your premium. See the <a href="${RSA}" target="_blank" rel="noopener noreferrer">Road Safety Authority</a> for the full rules.</p>
<h2>Be honest about who drives the car</h2>
<p>Adding an experienced driver to your policy can lower the price. But naming a parent as the main driver of a car that you actually drive most of the time is known as <strong>fronting</strong>. It is a form of insurance fraud and can leave you without cover exactly when you need it. The main driver on the policy must be the person who drives the car most.</p>
<h2>Small choices that add up</h2>
<ul>
<li><strong>Pay annually if you can.</strong> Spreading the cost over monthly instalments usually adds a credit charge.</li>
<li><strong>Estimate your mileage accurately.</strong> Lower annual mileage usually means lower risk, but it must be realistic.</li>
<li><strong>Park safely.</strong> Tell us if the car is kept in a driveway or garage overnight.</li>
<li><strong>Think carefully about the voluntary excess.</strong> A higher excess can reduce the premium, but only choose an amount you could pay if you needed to claim.</li>
<li><strong>Avoid modifications.</strong> Alloys, body kits and engine changes tend to raise the price, and must always be declared.</li>
</ul>
<h2>Pass your test, then keep building</h2>
<p>Once you pass, you will display N-plates for two years as a novice driver. Each year without a claim builds your no-claims bonus, which is the biggest discount most drivers ever get. Compare again at every renewal: your price should fall as your experience grows.</p>
<p>Our team specialises in cover for learner drivers. <a href="/get-a-quote">Get a quote</a> in a few minutes, or call us if you would like to talk it through.</p>`,
  },
  {
    title: 'What the NCT checks and how to prepare',
    slug: 'what-the-nct-checks-and-how-to-prepare',
    excerpt:
      'Most NCT failures are for simple things you can check yourself in ten minutes. Here is what the test looks at and how to get ready.',
    seoDescription:
      'What the National Car Test checks, when your car needs one, and a simple checklist to help you pass first time.',
    tags: ['nct', 'car-maintenance'],
    coverAlt: 'A green and cream illustration of a road curving towards the sun',
    daysAgo: 10,
    body: `<p>The National Car Test (NCT) makes sure cars on Irish roads meet basic safety and environmental standards. A car is first tested at four years old, then every two years, and every year once it is more than ten years old. You must display a valid NCT disc on your windscreen.</p>
<h2>What the test looks at</h2>
<p>The inspection covers the parts of the car that matter for safety, including:</p>
<ul>
<li>brakes, steering and suspension;</li>
<li>tyres and wheels;</li>
<li>lights, indicators and reflectors;</li>
<li>seatbelts, mirrors, windscreen, wipers and washers;</li>
<li>the underbody and chassis, for corrosion and damage;</li>
<li>exhaust emissions.</li>
</ul>
<h2>A ten-minute checklist before your test</h2>
<ul>
<li><strong>Lights:</strong> ask someone to watch while you try headlights (dipped and full beam), brake lights, indicators, fog light, reverse light and the number plate light.</li>
<li><strong>Tyres:</strong> the legal minimum tread depth is 1.6 mm. Look for cuts, bulges and uneven wear, and check the pressures.</li>
<li><strong>Windscreen and wipers:</strong> chips or cracks in the driver's line of sight are a problem; wipers should clear the screen cleanly and the washer bottle should be full.</li>
<li><strong>Warning lights:</strong> a lit engine, ABS or airbag warning light on the dashboard needs attention before the test.</li>
<li><strong>Horn, seatbelts and mirrors:</strong> all should work and be secure.</li>
<li><strong>Number plates:</strong> clean, legible and securely fitted.</li>
</ul>
<p>Bring the documents your booking confirmation asks for, including the vehicle registration certificate. A reasonably clean car, inside and underneath, makes the inspection easier for everyone.</p>
<h2>If your car fails</h2>
<p>You will get a report listing each fault. Have them repaired and book the retest promptly: a retest within the period set by the NCTS is cheaper than a full test, and some items can be checked visually. Details of fees and timings are on the <a href="${NCTS}" target="_blank" rel="noopener noreferrer">NCTS website</a>.</p>
<h2>The NCT and your insurance</h2>
<p>Driving without a valid NCT certificate can bring penalty points and a fine. It is also worth knowing that a car that is not roadworthy can complicate a claim. Keeping the car serviced and tested protects you on both counts.</p>`,
  },
  {
    title: 'Penalty points in Ireland explained',
    slug: 'penalty-points-in-ireland-explained',
    excerpt:
      'How penalty points are added, how long they last, the limits for full, learner and novice drivers, and what they mean for your insurance.',
    seoDescription:
      'A plain-English guide to the penalty points system in Ireland: how points are applied, how long they stay, and the disqualification limits.',
    tags: ['penalty-points', 'road-safety'],
    coverAlt: 'A sunlit road between soft rose and green hills',
    daysAgo: 18,
    body: `<p>The penalty points system is there to encourage safer driving. Points are recorded on your driving licence record for certain offences, and if you build up too many within three years you lose your licence for a time.</p>
<h2>How points are added</h2>
<p>Most penalty point offences are dealt with by a fixed charge notice. If you pay the fixed charge in time, the points are added to your record a short period after payment. If you do not pay, the matter goes to court, where a conviction brings more points than the fixed charge would have, as well as a fine.</p>
<p>Common offences that carry penalty points include speeding, holding a mobile phone while driving, not wearing a seatbelt, and driving without a valid NCT certificate. The full list, with the points for each, is published by the <a href="${RSA}" target="_blank" rel="noopener noreferrer">Road Safety Authority</a>.</p>
<h2>How long points last</h2>
<p>Points stay on your record for three years from the date they are applied. After that they no longer count towards disqualification, provided you have handed in your licence for any disqualification that applied.</p>
<h2>The limits</h2>
<ul>
<li><strong>Full licence holders:</strong> reaching 12 points within three years means an automatic disqualification for six months.</li>
<li><strong>Learner permit holders and novice drivers</strong> (in their first two years after passing the test): the limit is 7 points.</li>
</ul>
<h2>What points mean for your insurance</h2>
<p>Insurers ask about penalty points and convictions because they are a strong sign of future claims. You must answer those questions honestly: leaving points out can invalidate your policy. Points usually increase the premium, and the effect fades as the points expire, so a clean record quickly pays for itself.</p>
<p>If you have points and are unsure how to answer a question in our quote form, call us before you buy. We would rather help you get it right than have a problem at claim time.</p>`,
  },
  {
    title: 'Winter driving in Ireland: a practical checklist',
    slug: 'winter-driving-in-ireland',
    excerpt:
      'Ice, flooding, low sun and long dark evenings. How to prepare your car and adjust your driving for an Irish winter.',
    seoDescription:
      'How to prepare your car for winter in Ireland and drive safely in ice, frost, heavy rain, flooding and fog.',
    tags: ['road-safety', 'winter', 'car-maintenance'],
    coverAlt: 'A pale winter sky over hills and a quiet road',
    daysAgo: 26,
    body: `<p>Irish winters are more often wet and windy than snowy, but frost, black ice and flooding catch drivers out every year. A little preparation makes a big difference.</p>
<h2>Get the car ready</h2>
<ul>
<li><strong>Tyres:</strong> the legal minimum tread is 1.6 mm, but grip falls away well before that on wet and icy roads. Many experts recommend at least 3 mm for winter.</li>
<li><strong>Battery:</strong> cold mornings are hard on an old battery. If the engine is slow to turn over, have it tested.</li>
<li><strong>Lights and wipers:</strong> check every bulb, replace worn wiper blades and top up the washer fluid with a winter screen wash.</li>
<li><strong>Antifreeze:</strong> make sure the coolant is at the right level and mix.</li>
</ul>
<h2>Keep a winter kit in the boot</h2>
<p>An ice scraper and de-icer, a torch, a high-visibility vest, a blanket, a phone charger, a bottle of water and some warm clothing. If you break down, you will be glad of every item.</p>
<h2>Driving in ice and frost</h2>
<ul>
<li>Clear every window fully before you set off, not just a small patch in front of you, and clear snow from the roof.</li>
<li>Slow down and leave a much bigger gap: on ice, stopping distances can be many times longer than on a dry road.</li>
<li>Use the highest gear you can, and brake, steer and accelerate gently.</li>
<li>Watch for black ice on bridges, in shaded spots and on untreated minor roads.</li>
</ul>
<h2>Rain, flooding and fog</h2>
<p>Do not drive through flood water if you cannot tell how deep it is: a small amount of moving water can sweep a car away, and water drawn into the engine causes serious damage. In fog, use dipped headlights, and switch on fog lights only when visibility is seriously reduced. Switch them off again when it improves, so you do not dazzle other drivers.</p>
<h2>Before a long journey</h2>
<p>Check the forecast and any weather warnings from Met Éireann, tell someone your route, and keep the fuel tank well above a quarter. Our breakdown assistance helpline is open 24 hours a day if you need it.</p>
<p>More winter advice is available from the <a href="${RSA}" target="_blank" rel="noopener noreferrer">Road Safety Authority</a>.</p>`,
  },
  {
    title: 'Your no-claims bonus: how it works and how to protect it',
    slug: 'your-no-claims-bonus-how-it-works',
    excerpt:
      'Your no-claims bonus is usually the biggest discount on your premium. Here is how you earn it, what happens after a claim and whether protection is worth it.',
    seoDescription:
      'How the no-claims bonus works on Irish car insurance, what a claim does to it, and how no-claims bonus protection works.',
    tags: ['no-claims-bonus', 'saving-money'],
    coverAlt: 'A rose sun over green fields, with a road winding into the distance',
    daysAgo: 35,
    body: `<p>A no-claims bonus (sometimes called a no-claims discount) rewards you for each year you hold a policy without making a claim. For most drivers it is the largest single discount on their premium, so it is worth understanding and looking after.</p>
<h2>How you earn it</h2>
<p>Each full year of insurance in your own name without a claim adds a year of no-claims bonus. The discount grows with each year, usually up to a maximum after several claim-free years. The exact scale differs between insurers.</p>
<h2>What happens after a claim</h2>
<p>If you make a claim where the insurer cannot recover its costs from someone else, your bonus is normally reduced at the next renewal, typically by a set number of years. A claim that was not your fault, where the costs are fully recovered from the other party's insurer, often does not affect it. Your policy documents explain the exact rules.</p>
<h2>Protecting your bonus</h2>
<p>Once you have built up a few years of bonus, many insurers offer <strong>no-claims bonus protection</strong> for an extra charge. It usually allows a limited number of claims within a set period without your bonus being reduced. It is important to know what it does not do: it protects the discount level, but your premium can still rise after a claim, because the claim itself is part of your history.</p>
<h2>Keeping your bonus when you switch</h2>
<ul>
<li>Ask your previous insurer for proof of your no-claims bonus when you leave. You will need it for your new policy.</li>
<li>A bonus can usually be used on one car at a time only.</li>
<li>If you stop driving for a while, do not wait too long: most insurers only accept a bonus that was earned recently, often within the last two years.</li>
<li>Some insurers will consider a bonus earned in another country, or experience as a named driver, so it is always worth asking.</li>
</ul>
<h2>Should you pay for small damage yourself?</h2>
<p>Sometimes the cost of a small repair is less than the extra premium you would pay over the next few years after a claim. Weigh it up before you claim, but always tell your insurer about any accident as your policy requires, even if you do not intend to claim.</p>`,
  },
  {
    title: 'Driving abroad with Irish car insurance',
    slug: 'driving-abroad-with-irish-car-insurance',
    excerpt:
      'Taking your car to Northern Ireland, Britain or the Continent? What your Irish policy covers abroad and what to sort out before you go.',
    seoDescription:
      'What Irish car insurance covers when you drive in the EU, Northern Ireland and Great Britain, and a checklist before you travel.',
    tags: ['travel', 'cover'],
    coverAlt: 'An open road leading away over the hills towards a bright sun',
    daysAgo: 44,
    body: `<p>Whether it is a weekend in Belfast or a summer touring France, driving your own car abroad is easier than many people think. It pays to check a few things before you go.</p>
<h2>What your policy covers abroad</h2>
<p>Under EU rules, every Irish motor policy gives at least the legal minimum cover required in the other countries of the EU and the European Economic Area. That minimum is third-party cover: it protects other people, not damage to your own car.</p>
<p>Many policies extend your full cover, for example comprehensive cover, to trips abroad for a limited number of days. Check your policy documents, or ask us, before you travel, especially for a long trip.</p>
<h2>Northern Ireland and Great Britain</h2>
<p>You do not need a Green Card to drive an Irish-insured car in Northern Ireland or Great Britain. Remember that speed limits there are in miles per hour.</p>
<h2>Outside the EU</h2>
<p>For some countries outside the EU and EEA you will need a Green Card, an international certificate of insurance, from your insurer. Ask well before you go.</p>
<h2>A checklist before you travel</h2>
<ul>
<li>Tell your insurer about the trip and how long you will be away.</li>
<li>Bring your driving licence, your certificate of insurance and the vehicle registration certificate.</li>
<li>Make sure the car's motor tax and NCT are up to date.</li>
<li>Check whether your breakdown cover applies abroad; many policies cover Ireland only.</li>
<li>Learn the local rules: some countries require you to carry items such as a warning triangle or high-visibility vests, and some need an International Driving Permit.</li>
<li>Keep a European Accident Statement form in the glovebox: it makes recording an accident simpler when you and the other driver do not share a language.</li>
</ul>
<h2>If something happens</h2>
<p>Note the other driver's details and insurer, take photos, and contact your insurer as soon as you can. Do not sign anything you cannot understand.</p>`,
  },
  {
    title: 'Third party, fire and theft or comprehensive: which cover do you need?',
    slug: 'third-party-fire-and-theft-or-comprehensive',
    excerpt:
      'The three levels of car insurance cover explained in plain English, and why the most cover is not always the most expensive.',
    seoDescription:
      'The difference between third party only, third party fire and theft, and comprehensive car insurance in Ireland.',
    tags: ['cover', 'saving-money'],
    coverAlt: 'Soft green and rose gradients with a curving road',
    daysAgo: 52,
    body: `<p>Every car on a public road in Ireland must be insured. Policies come in three main levels of cover, and it helps to know what each one includes before you compare prices.</p>
<h2>Third party only</h2>
<p>The legal minimum. It covers your liability for injury to other people, including your passengers, and damage to other people's property. It does not pay for damage to your own car.</p>
<h2>Third party, fire and theft</h2>
<p>Everything in third party cover, plus cover for your own car if it is stolen or damaged by fire.</p>
<h2>Comprehensive</h2>
<p>Everything above, plus damage to your own car in an accident, even if it was your fault. Comprehensive policies often include extras such as windscreen cover or personal belongings; check the policy schedule for what yours includes.</p>
<h2>Is more cover always more expensive?</h2>
<p>Not always. Because of the way risk is priced, comprehensive cover sometimes costs about the same as, or even less than, third party fire and theft for the same driver and car. Always compare the levels before deciding.</p>
<h2>Things that affect every level</h2>
<ul>
<li><strong>The excess:</strong> the amount you pay towards a claim on your own car. Check both the compulsory and any voluntary excess.</li>
<li><strong>Named drivers:</strong> everyone who drives the car must be named on the policy, or covered by its terms.</li>
<li><strong>Honest answers:</strong> the cover depends on the information you give. Tell us about convictions, penalty points, modifications and who the main driver really is.</li>
</ul>
<p>Not sure which to choose? <a href="/get-a-quote">Get a quote</a> and compare the options, or call our team and we will explain the differences for your car.</p>`,
  },
];
