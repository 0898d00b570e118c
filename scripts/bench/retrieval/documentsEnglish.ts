import type { BenchDocument } from "./documentTypes.js";

/** English documents a person keeps: manuals, contracts, policies, letters, recipes, notes. */
export const englishDocuments: ReadonlyArray<BenchDocument> = [
  {
    id: "espresso", title: "Brava 2 Espresso Machine — User Manual", language: "en",
    sections: [
      { heading: "Setting up", text: "Rinse the water tank and fill it with fresh, cold water up to the MAX line. Switch the machine on and wait until the ready light stops blinking, about 40 seconds." },
      { heading: "Descaling", text: "Every three months, or when the orange light comes on, run a descaling cycle: dissolve one sachet of descaler in half a litre of water, hold the steam and coffee buttons together for five seconds, and let the solution run through." },
      { heading: "Milk frothing", text: "Purge the steam wand, dip it just under the surface of cold milk and open the valve. Lower the jug as the foam rises. Wipe the wand straight after use so dried milk does not block it." },
      { heading: "Warranty", text: "The machine is guaranteed for 24 months from purchase against manufacturing defects. Damage from limescale is not covered if the descaling schedule was not followed." },
    ],
    questions: [
      { text: "How often should I remove the mineral build-up from the coffee maker?", section: 1 },
      { text: "How long is the coffee machine protected if it breaks?", section: 3 },
      { text: "How do I make foam for a cappuccino?", section: 2 },
    ],
  },
  {
    id: "lease", title: "Residential Tenancy Agreement — Flat 3B, 14 Rua das Flores", language: "en",
    sections: [
      { heading: "Rent and deposit", text: "The monthly rent is 1,150 euros, due on the first working day of each month by bank transfer. A deposit of two months' rent is held by the landlord and returned within 30 days of the end of the tenancy." },
      { heading: "Notice period", text: "Either party may end the agreement after the first year by giving 60 days' written notice. Notice sent by e-mail counts when the other party acknowledges it." },
      { heading: "Pets and smoking", text: "Small pets are allowed with the landlord's written consent. Smoking is not permitted anywhere inside the flat or on the balcony." },
      { heading: "Repairs", text: "The tenant reports defects within seven days. The landlord pays for repairs to the boiler, roof, plumbing and electrical wiring; the tenant pays for damage caused by misuse." },
    ],
    questions: [
      { text: "How much warning do I need to give before moving out of the apartment?", section: 1 },
      { text: "Can I keep a cat in the rented flat?", section: 2 },
      { text: "Who pays if the water heater breaks down?", section: 3 },
      { text: "When do I get my security money back after leaving?", section: 0 },
    ],
  },
  {
    id: "travel-insurance", title: "Globetrotter Travel Insurance — Policy Summary", language: "en",
    sections: [
      { heading: "Medical cover", text: "Emergency medical treatment abroad is covered up to 2 million euros, including hospital stays and repatriation. Call the 24-hour assistance line before any planned treatment." },
      { heading: "Cancellation", text: "If you must cancel your trip because of illness, injury or the death of a close relative, we refund non-refundable costs up to 5,000 euros per person." },
      { heading: "Baggage", text: "Lost, stolen or damaged luggage is covered up to 1,500 euros, with a limit of 300 euros for any single item. Report theft to the local police within 24 hours and keep the report." },
      { heading: "Exclusions", text: "We do not cover extreme sports such as skydiving or mountaineering above 4,000 metres, travel against government advice, or claims arising from alcohol or drug use." },
    ],
    questions: [
      { text: "What happens if my suitcase goes missing at the airport?", section: 2 },
      { text: "Am I insured if I have to call off the holiday because I'm sick?", section: 1 },
      { text: "Which dangerous activities aren't included in the plan?", section: 3 },
    ],
  },
  {
    id: "handbook", title: "Northwind Employee Handbook (excerpt)", language: "en",
    sections: [
      { heading: "Working hours", text: "Core hours are 10:00 to 16:00. Outside them you may arrange your day with your team. Staff may work from home up to three days a week." },
      { heading: "Annual leave", text: "Full-time employees have 25 days of paid leave a year plus public holidays. Up to five unused days can be carried over until the end of March of the following year." },
      { heading: "Expenses", text: "Submit receipts through the finance portal within 30 days. Train travel is reimbursed in standard class; taxis only after 22:00 or when carrying equipment." },
      { heading: "Parental leave", text: "Parents receive 20 weeks of fully paid leave, which may be split into up to three blocks during the child's first two years." },
    ],
    questions: [
      { text: "How many vacation days do I get each year?", section: 1 },
      { text: "How often am I allowed to do remote work?", section: 0 },
      { text: "Can I claim a cab ride home from the office?", section: 2 },
      { text: "How much time off is there after having a baby?", section: 3 },
    ],
  },
  {
    id: "lasagne", title: "Grandma Rosa's Lasagne", language: "en",
    sections: [
      { heading: "Ingredients", text: "Twelve sheets of fresh pasta, 500 g minced beef, one onion, two carrots, a tin of chopped tomatoes, 750 ml béchamel, and a generous handful of grated parmesan." },
      { heading: "The ragù", text: "Soften the onion and carrots in olive oil, brown the beef, add the tomatoes and a glass of red wine, and let it simmer very gently for at least two hours." },
      { heading: "Assembling", text: "Spread a thin layer of sauce, then alternate pasta, ragù and béchamel, finishing with béchamel and parmesan. Bake at 180 degrees for 40 minutes and rest it for ten minutes before cutting." },
    ],
    questions: [
      { text: "What temperature should the oven be for the pasta bake?", section: 2 },
      { text: "How long does the meat sauce need to cook?", section: 1 },
    ],
  },
  {
    id: "vaccination", title: "Travel Clinic Letter — Vaccination Record", language: "en",
    sections: [
      { heading: "Given today", text: "You received the first dose of the hepatitis A vaccine and a typhoid injection in the left arm. Mild soreness for a day or two is normal." },
      { heading: "Next appointment", text: "The hepatitis A booster is due between six and twelve months from today. Bring this letter to the appointment." },
      { heading: "Malaria", text: "For your trip to Mozambique take one atovaquone-proguanil tablet daily, starting two days before arrival and continuing for seven days after leaving." },
    ],
    questions: [
      { text: "When do I need the second jab?", section: 1 },
      { text: "How should I take the pills against mosquito-borne disease?", section: 2 },
    ],
  },
  {
    id: "bike", title: "Velo Urban E-Bike — Owner's Guide", language: "en",
    sections: [
      { heading: "Charging", text: "Charge the battery indoors at room temperature. A full charge takes about five hours; do not leave it on the charger for days. Store it half charged over winter." },
      { heading: "Assistance levels", text: "The motor offers three levels: Eco, Tour and Boost. Boost drains the battery roughly twice as fast as Eco. Assistance stops at 25 km/h." },
      { heading: "Tyres and brakes", text: "Keep the tyres at 3.5 to 4.5 bar. Have the hydraulic disc brakes checked by a dealer once a year or every 2,000 km." },
      { heading: "Range", text: "Expect 60 to 120 km per charge depending on level, rider weight, hills and cold weather." },
    ],
    questions: [
      { text: "How far can the electric bicycle go before it runs out?", section: 3 },
      { text: "How much air pressure should the wheels have?", section: 2 },
      { text: "How long does it take to fill up the battery?", section: 0 },
    ],
  },
  {
    id: "tax", title: "Notes from the accountant — 2023 tax return", language: "en",
    sections: [
      { heading: "Deadlines", text: "The return for 2023 must be filed between 1 April and 30 June 2024. Payment of any amount due follows by 31 August." },
      { heading: "Deductible costs", text: "Keep invoices for health, education and rent with your tax number on them; they reduce the tax due. Gym memberships are not deductible." },
      { heading: "Freelance income", text: "Income from the design side jobs goes in annex B. Invoices issued through the portal are already pre-filled; check the totals." },
    ],
    questions: [
      { text: "By when must I submit the yearly declaration to the tax office?", section: 0 },
      { text: "Which receipts lower what I owe?", section: 1 },
      { text: "Where do I declare money from my side gigs?", section: 2 },
    ],
  },
  {
    id: "thermostat", title: "Nest-style Smart Thermostat — Quick Start", language: "en",
    sections: [
      { heading: "Schedules", text: "Create a weekly schedule in the app: set the comfort temperature for mornings and evenings and an eco temperature for nights and when nobody is home." },
      { heading: "Away mode", text: "When every phone linked to the home leaves, the thermostat switches to away mode after 30 minutes and keeps the rooms at 16 degrees." },
      { heading: "Resetting", text: "To restore factory settings hold the ring for ten seconds until the screen turns blue, then choose Reset in the menu." },
    ],
    questions: [
      { text: "What does the heating do when we're all out of the house?", section: 1 },
      { text: "How do I wipe the device back to how it came?", section: 2 },
    ],
  },
  {
    id: "school", title: "Letter from Riverside Primary School — Autumn Term", language: "en",
    sections: [
      { heading: "Term dates", text: "The autumn term starts on Monday 4 September and ends on Friday 15 December. Half-term break is from 23 to 27 October." },
      { heading: "School trip", text: "Year 3 will visit the natural history museum on 12 October. Please return the consent form and six pounds by 29 September." },
      { heading: "Uniform and PE", text: "Pupils need plimsolls and a named PE kit on Tuesdays and Thursdays. Jewellery must be removed for sport." },
    ],
    questions: [
      { text: "When is the mid-term holiday?", section: 0 },
      { text: "What do I need to send back for the museum outing?", section: 1 },
      { text: "Which days does my child need gym clothes?", section: 2 },
    ],
  },
  {
    id: "car-service", title: "Service Record — Toyota Yaris 2017", language: "en",
    sections: [
      { heading: "Last service", text: "Serviced in March 2024 at 86,400 km: oil and oil filter changed, cabin filter replaced, brake fluid topped up." },
      { heading: "Advisories", text: "Front brake pads at 30 percent, replace within 5,000 km. Rear left tyre shows uneven wear; check the alignment." },
      { heading: "Next service", text: "Due at 101,400 km or in March 2025, whichever comes first. Timing chain inspection due at 120,000 km." },
    ],
    questions: [
      { text: "When does the car next need to go to the garage?", section: 2 },
      { text: "What did the mechanic warn me about?", section: 1 },
    ],
  },
  {
    id: "gym", title: "FitHub Membership Terms", language: "en",
    sections: [
      { heading: "Fees", text: "The membership costs 39 euros a month, charged on the first of the month. The joining fee of 20 euros is waived for students." },
      { heading: "Cancelling", text: "Cancel at reception or in the app at least one full calendar month in advance. There is no refund for the current month." },
      { heading: "Freezing", text: "You can pause your membership for one to three months a year for medical reasons or travel, for a fee of five euros per month." },
      { heading: "Guests", text: "Members may bring one guest per month at no cost. Guests must be over 16 and sign a health declaration." },
    ],
    questions: [
      { text: "Can I put my subscription on hold while I'm abroad?", section: 2 },
      { text: "How do I stop being a member?", section: 1 },
      { text: "Can a friend train with me for free?", section: 3 },
    ],
  },
  {
    id: "wifi", title: "Home Network Notes", language: "en",
    sections: [
      { heading: "Router", text: "The router is in the hall cupboard. The admin page is at 192.168.1.1; the password is on the sticker underneath." },
      { heading: "Guest network", text: "Visitors use the network called Casa-Guest. Its password changes every month and is written on the fridge whiteboard." },
      { heading: "Slow internet", text: "If the connection is slow, restart the router by unplugging it for 30 seconds. If that fails call the provider's support line and quote the contract number." },
    ],
    questions: [
      { text: "What should visitors connect to for wifi?", section: 1 },
      { text: "What do I do when the web is really sluggish?", section: 2 },
    ],
  },
  {
    id: "wedding", title: "Miguel & Clara — Wedding Information for Guests", language: "en",
    sections: [
      { heading: "Ceremony", text: "The ceremony starts at 16:00 at the chapel of Quinta do Vale. Please arrive 20 minutes early; parking is next to the olive grove." },
      { heading: "Dress code", text: "Summer formal. Light colours are welcome, but please avoid white. Comfortable shoes are recommended for the gravel paths." },
      { heading: "Accommodation", text: "Rooms are reserved at Hotel Douro Sol until 1 August under the name Miguel & Clara. A shuttle runs from the hotel at 15:15." },
    ],
    questions: [
      { text: "What should I wear to the celebration?", section: 1 },
      { text: "Where can guests stay overnight?", section: 2 },
      { text: "What time do the vows begin?", section: 0 },
    ],
  },
  {
    id: "plant-care", title: "Caring for Your Fiddle-Leaf Fig", language: "en",
    sections: [
      { heading: "Light", text: "Place it close to a bright window but out of harsh afternoon sun, which scorches the leaves. Turn it a quarter every week so it grows straight." },
      { heading: "Watering", text: "Water only when the top five centimetres of soil are dry, roughly every ten days. Brown spots in the middle of leaves usually mean too much water." },
      { heading: "Repotting", text: "Move it to a pot one size larger every second spring, using free-draining soil mixed with bark." },
    ],
    questions: [
      { text: "Why are there dark patches on my houseplant's foliage?", section: 1 },
      { text: "When should the tree go into a bigger container?", section: 2 },
    ],
  },
  {
    id: "phone-contract", title: "Mobile Plan — Contract Summary", language: "en",
    sections: [
      { heading: "Allowance", text: "Unlimited calls and texts in the country and 40 GB of data a month. Unused data does not roll over." },
      { heading: "Roaming", text: "In the EU your allowance works as at home. Outside the EU, data costs 7 euros per day for 1 GB, charged only on days you use it." },
      { heading: "Term", text: "The contract runs for 24 months. Leaving early costs the remaining monthly fees of the phone instalments." },
    ],
    questions: [
      { text: "How much will it cost to use mobile internet in the United States?", section: 1 },
      { text: "What penalty is there for ending the plan before it's over?", section: 2 },
    ],
  },
];
