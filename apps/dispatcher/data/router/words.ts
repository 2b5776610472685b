/** Templates and word lists for generate.ts, written for this project. `{slot}` picks from `slots`. */

export const slots: Record<string, readonly string[]> = {
  animal: [
    "otter",
    "penguin",
    "giraffe",
    "octopus",
    "hedgehog",
    "koala",
    "parrot",
    "camel",
    "dolphin",
    "beaver",
  ],
  country: [
    "Portugal",
    "Kenya",
    "Chile",
    "Vietnam",
    "Norway",
    "Morocco",
    "Canada",
    "Peru",
    "Hungary",
    "Nepal",
    "Ghana",
  ],
  book: [
    "Pride and Prejudice",
    "One Hundred Years of Solitude",
    "The Trial",
    "Moby-Dick",
    "Things Fall Apart",
    "Dune",
  ],
  landmark: ["the Eiffel Tower", "Mount Kilimanjaro", "the Burj Khalifa", "Big Ben", "the Statue of Liberty"],
  event: [
    "the first Moon landing",
    "the fall of the Berlin Wall",
    "the first modern Olympics",
    "the Titanic sink",
  ],
  word: [
    "serendipity",
    "ephemeral",
    "ubiquitous",
    "laconic",
    "quixotic",
    "petrichor",
    "sonder",
    "gregarious",
  ],
  unit: ["ounces", "centimetres", "minutes", "teaspoons", "feet", "grams"],
  bigunit: ["pound", "metre", "day", "cup", "mile", "kilogram"],
  ingredient: [
    "chickpeas",
    "spinach",
    "leftover rice",
    "eggs",
    "mushrooms",
    "tofu",
    "sweet potatoes",
    "lentils",
  ],
  pet: ["kitten", "goldfish", "puppy", "rabbit", "tortoise", "budgie"],
  genre: ["funny", "scary", "feel-good", "sci-fi", "animated", "mystery"],
  occasion: [
    "a rainy Sunday",
    "a 10-year-old's birthday",
    "a first date",
    "a team lunch",
    "a long train ride",
  ],
  lang: [
    "Spanish",
    "French",
    "German",
    "Japanese",
    "Italian",
    "Portuguese",
    "Korean",
    "Dutch",
    "Turkish",
    "Polish",
  ],
  phrase: [
    "where is the train station",
    "I would like a coffee with milk",
    "my flight has been delayed",
    "thank you for your help",
    "how much does this cost",
    "see you tomorrow morning",
    "I am allergic to peanuts",
    "could you speak more slowly",
  ],
  tone: ["formal", "friendly", "concise", "polite", "enthusiastic", "professional"],
  sentence: [
    "hey can u send me the report asap i need it",
    "we cant make the meeting tomorrow sorry about that",
    "the product is good but shipping took forever",
    "I think your idea is not very good",
    "pls remind everyone about the deadline on friday",
    "thanks for nothing, the package never arrived",
  ],
  badSentence: [
    "me and him goes to the store yesterday",
    "their going to there house later",
    "she don't like apples no more",
    "the datas was send to the wrong adress",
    "i has been waiting since two hours",
  ],
  plang: ["Python", "TypeScript", "Go", "Rust", "Java", "C++", "Kotlin"],
  simpleop: [
    "reverse a list",
    "read a file line by line",
    "convert a string to uppercase",
    "get the current date",
    "remove duplicates from an array",
    "check if a key exists in a dictionary",
    "sort a list of numbers",
  ],
  cmd: ["git stash", "ls -la", "npm install", "docker ps", "chmod +x", "git rebase", "grep -r", "kill -9"],
  task: [
    "merges overlapping intervals",
    "parses a CSV line with quoted fields",
    "finds the shortest path in a weighted graph",
    "implements an LRU cache with O(1) operations",
    "detects a cycle in a linked list",
    "computes the edit distance between two strings",
    "rate-limits calls with a token bucket",
    "serializes a binary tree and reads it back",
    "schedules tasks with dependencies in topological order",
  ],
  system: [
    "URL shortener",
    "chat service with message history",
    "ride-sharing dispatch system",
    "distributed job scheduler",
    "real-time leaderboard",
    "payments ledger",
    "news feed",
    "file sync service",
  ],
  n1: ["7", "12", "19", "26", "40", "55"],
  n2: ["-3", "4", "9", "15", "70", "90"],
  rps: ["10,000", "50,000", "200,000", "1 million"],
  statement: [
    "the square root of 2 is irrational",
    "there are infinitely many primes",
    "the sum of the first n odd numbers is n^2",
    "every tree with n nodes has n-1 edges",
    "a bounded monotone sequence converges",
    "the product of two odd numbers is odd",
    "n^3 - n is divisible by 6 for every integer n",
    "in any group of 6 people, 3 are mutual friends or 3 are mutual strangers",
    "the harmonic series diverges",
    "every finite integral domain is a field",
  ],
  integral: [
    "\\int_0^1 x^2 e^x \\, dx",
    "\\int_0^{\\pi} x \\sin x \\, dx",
    "\\sum_{k=1}^{\\infty} \\frac{1}{k(k+1)}",
  ],
  place: [
    "Japan",
    "Portugal",
    "Mexico City",
    "the Scottish Highlands",
    "Vietnam",
    "Iceland",
    "Morocco",
    "Patagonia",
  ],
  days: ["5", "7", "10", "14", "21"],
  people: ["two adults and a toddler", "a group of four students", "a retired couple", "a solo traveller"],
  budget: ["1,500", "3,000", "5,000", "800"],
  migrateFrom: [
    "a monolithic Rails app",
    "MySQL 5.7",
    "a cron-based batch pipeline",
    "a self-hosted Jenkins",
  ],
  migrateTo: [
    "microservices on Kubernetes",
    "PostgreSQL 16",
    "an event-driven pipeline on Kafka",
    "GitHub Actions",
  ],
  optionA: ["PostgreSQL", "Kafka", "React", "a monorepo", "gRPC", "serverless functions"],
  optionB: ["MongoDB", "RabbitMQ", "Svelte", "many small repos", "REST", "long-running containers"],
  useCase: [
    "an analytics dashboard",
    "an order-processing backend",
    "a team of 5 engineers",
    "a startup's first product",
  ],
  topic: ["autumn", "the ocean", "a lost umbrella", "coffee", "a city at night", "my grandmother's garden"],
  relation: ["sister", "best friend", "brother", "colleague"],
  hobby: ["rock climbing", "baking sourdough", "old jazz records", "chess"],
};

export const chitchat = [
  "hi!",
  "hey, how are you today?",
  "good morning :)",
  "thanks, that was really helpful!",
  "tell me a joke about a {animal}",
  "what's a fun fact about {animal}s?",
  "I'm bored, say something cheerful",
  "can you recommend a {genre} movie for tonight?",
  "what can I cook for dinner with {ingredient}?",
  "give me a cute name for my new {pet}",
  "any ideas for {occasion}?",
  "do you like {animal}s?",
];

export const factual = [
  "What is the capital of {country}?",
  "What language do people speak in {country}?",
  "Who wrote {book}?",
  "When was {event}?",
  "What does the word '{word}' mean?",
  "Is a {animal} a mammal?",
  "How tall is {landmark}?",
  "How many {unit} are in a {bigunit}?",
  "What currency does {country} use?",
  "Where do {animal}s live in the wild?",
  "Spell '{word}' for me",
  "define {word}",
];

export const translateShort = [
  "Translate '{phrase}' into {lang}.",
  "How do you say '{phrase}' in {lang}?",
  "what's '{phrase}' in {lang}",
  "Translate to {lang}: {phrase}",
];

export const rewriteShort = [
  "Rewrite this to sound more {tone}: {sentence}",
  'Make this {tone}: "{sentence}"',
  "Fix the grammar: {badSentence}",
  "fix grammar pls: {badSentence}",
  "Give me three synonyms for '{word}'",
  "Rephrase in a {tone} way: {sentence}",
];

export const rewriteLongIntro = [
  "Summarize this email in two sentences:",
  "Make this message more {tone}:",
  "Shorten this to a few bullet points:",
  "Fix any typos in the following text:",
  "Rewrite this for a {tone} newsletter:",
];

export const emailSentences = [
  "Thank you for your message about the delivery last week.",
  "We are sorry that the order arrived later than we promised on the website.",
  "Our warehouse moved to a new building in March and some parcels were held for several days.",
  "The team has since added a second shift, so most orders now leave within one working day.",
  "As a small apology we have added a voucher to your account that you can use on your next purchase.",
  "If anything in the parcel was damaged, please reply with a photo and we will send a replacement.",
  "Our opening hours over the holidays will be shorter than usual.",
  "The office will close at three in the afternoon on the twenty-third and reopen on the second.",
  "Please remember that returns need the original receipt or the order number.",
  "We have also updated the instructions that come with the kettle, which some customers found confusing.",
  "The new leaflet explains how to descale it and how often to clean the filter.",
  "Many of you asked whether the blue colour will come back, and we are happy to say that it will in May.",
  "Prices for the spring collection stay the same as last year.",
  "Finally, we would like to welcome Maria, who joins the customer care team on Monday.",
  "She has worked in retail for ten years and speaks three languages.",
  "You can reach the team by phone, by email or through the chat on our website.",
  "We read every review and we use them to decide what to improve next.",
  "Thank you again for your patience and for shopping with a small family business.",
  "Our newsletter will now arrive once a month instead of every week.",
  "The garden furniture range is on sale until the end of the month.",
];

export const codeLookup = [
  "How do I {simpleop} in {plang}?",
  "What does `{cmd}` do?",
  "what is the shortcut to {simpleop} in {plang}",
  "Is there a built-in way to {simpleop} in {plang}?",
  "What's the difference between let and const in JavaScript?",
  "how do I undo my last git commit",
  "What does {cmd} mean in a terminal?",
];

export const codeSnippetEasyAsk = [
  "What language is this written in?",
  "Add a short comment above each line:",
  "Rename the variable x to count in this code:",
  "Format this code nicely:",
  "What does this print?",
];

export const snippets = [
  "x = [1, 2, 3]\nfor i in x:\n    print(i)",
  "const x = 'hello';\nconsole.log(x.toUpperCase());",
  'fn main() {\n    let x = 5;\n    println!("{}", x);\n}',
  "SELECT name, email FROM users WHERE active = 1;",
  'package main\nimport "fmt"\nfunc main() { x := 3; fmt.Println(x) }',
  "public class Hi { public static void main(String[] a) { int x = 1; System.out.println(x); } }",
];

export const creative = [
  "Write a haiku about {topic}",
  "Write a four-line poem about {topic}",
  "Write a short wedding toast for my {relation} who loves {hobby}",
  "Give me a catchy title for a blog post about {hobby}",
  "Write a limerick about a {animal}",
  "Suggest a caption for a photo of {topic}",
];

export const followUpEasy = [
  "thanks!",
  "perfect, thank you",
  "shorter please",
  "can you make it a bit friendlier?",
  "cool, and in French?",
  "ok great",
  "one more example please",
  "nice, now in bullet points",
  "haha love it",
  "can you bold the title?",
];

export const nonEnglishEasy: Record<string, readonly string[]> = {
  es: [
    "¿Cuál es la capital de {country}?",
    "Hola, ¿cómo estás?",
    "Cuéntame un chiste sobre un {animal}",
    "¿Qué significa '{word}'?",
    "Traduce al inglés: buenos días, ¿qué tal?",
    "Dame ideas para la cena con {ingredient}",
  ],
  fr: [
    "Quelle est la capitale du {country} ?",
    "Bonjour, ça va ?",
    "Raconte-moi une blague sur un {animal}",
    "Traduis en anglais : je suis en retard",
    "Merci beaucoup pour ton aide !",
    "Que veut dire '{word}' ?",
  ],
  de: [
    "Was ist die Hauptstadt von {country}?",
    "Hallo, wie geht es dir?",
    "Erzähl mir einen Witz über einen {animal}",
    "Übersetze ins Englische: Wo ist der Bahnhof?",
    "Danke für die Hilfe!",
    "Was bedeutet '{word}'?",
  ],
  pt: [
    "Qual é a capital de {country}?",
    "Olá, tudo bem?",
    "Me conte uma piada sobre um {animal}",
    "Obrigado pela ajuda!",
    "O que significa '{word}'?",
  ],
  zh: [
    "你好！今天怎么样？",
    "{country}的首都是哪里？",
    "给我讲一个关于{animal}的笑话",
    "谢谢你的帮助！",
    "把这句话翻译成英语：我明天去上班",
    "推荐一部好看的电影",
  ],
  ja: [
    "こんにちは！元気ですか？",
    "{country}の首都はどこですか？",
    "ありがとうございます！",
    "英語に翻訳してください：駅はどこですか",
    "おすすめの本を教えて",
    "今日の天気の話をしよう",
  ],
  ru: [
    "Привет! Как дела?",
    "Какая столица у страны {country}?",
    "Спасибо за помощь!",
    "Переведи на английский: я опаздываю",
    "Расскажи анекдот про {animal}",
    "Посоветуй фильм на вечер",
  ],
  hi: ["नमस्ते! आप कैसे हैं?", "{country} की राजधानी क्या है?", "धन्यवाद!", "मुझे एक चुटकुला सुनाओ"],
};

export const codeWrite = [
  "Write a {plang} function that {task}. Handle edge cases and explain the time complexity.",
  "Implement a {plang} class that {task}, with unit tests.",
  "In {plang}, write code that {task}. It must be thread-safe; explain why your design is correct.",
  "I need {plang} code that {task}. Optimize it for large inputs and justify the complexity.",
];

export const debugAsk = [
  "Debug this {plang} code. It crashes with an exception on the second call and I don't see why:",
  "This {plang} code has a race condition under load. Find it and explain why it happens:",
  "Why does this return the wrong result for empty input? Fix it and explain step by step:",
  "My tests fail intermittently with this code. Debug it and refactor it:",
];

export const buggySnippets = [
  "def average(xs):\n    return sum(xs) / len(xs)\n\nprint(average([]))",
  "let cache = {};\nasync function get(id) {\n  if (!cache[id]) cache[id] = await fetch('/item/' + id);\n  return cache[id].json();\n}",
  "func worker(jobs chan int, wg sync.WaitGroup) {\n  for j := range jobs { process(j) }\n  wg.Done()\n}",
  "for (int i = 0; i <= n; i++) { sum += arr[i]; }\nreturn sum / n;",
  "class Counter:\n    count = []\n    def add(self, x):\n        self.count.append(x)\n        return len(self.count)",
  "const items = list.sort();\nif (items[0] == items.length) { return items.pop(); }",
];

export const design = [
  "Design a {system} that handles {rps} requests per second. Discuss the data model, caching, and trade-offs.",
  "How would you design a {system}? Cover scaling, failure modes, and consistency, step by step.",
  "Propose an architecture for a {system} serving {rps} users. Compare two options and justify your choice.",
];

export const proofs = [
  "Prove that {statement}.",
  "Can you prove that {statement}? Explain why each step holds.",
  "Give a rigorous proof that {statement}.",
  "prove {statement}",
];

export const mathCompute = [
  "Evaluate \\( {integral} \\) and show your work step by step.",
  "Compute \\( {integral} \\). Explain why the method you use is valid.",
  "Solve for x and y: 3x + 2y = {n1}, x - 4y = {n2}. Show each step.",
  "A tank fills at 12 litres a minute and drains at 5 litres a minute. Starting with {n1} litres, when does it hold {n2}? Explain.",
];

export const planning = [
  "Plan a {days}-day trip to {place} for {people} on a budget of {budget} USD. Give a day-by-day itinerary.",
  "Make a step-by-step plan to migrate {migrateFrom} to {migrateTo} without downtime.",
  "Create a {days}-week study plan to pass a statistics exam, with a strategy for weak topics.",
  "We are moving from {migrateFrom} to {migrateTo}. Plan the rollout, the risks and how to roll back.",
];

export const compare = [
  "Compare {optionA} and {optionB} for {useCase}. Consider cost, performance and maintainability, and recommend one.",
  "What are the trade-offs between {optionA} and {optionB} for {useCase}? Analyze them in detail.",
  "{optionA} or {optionB} for {useCase}? Explain why, with pros and cons.",
];

export const argumentSentences = [
  "Cities that build more housing see rents rise more slowly than cities that do not.",
  "Critics argue that new luxury flats do little for people on low incomes.",
  "However, when wealthier tenants move into new buildings, they leave older flats behind.",
  "Those older flats then become available to people with less money, a process economists call filtering.",
  "The evidence for filtering comes mostly from large American cities over several decades.",
  "It is not clear that the same effect appears in smaller towns or in countries with strong tenant protections.",
  "Some studies also find that new buildings raise prices in the streets immediately around them.",
  "The author concludes that zoning rules should be relaxed everywhere.",
  "Local councils, on the other hand, point to the cost of roads, schools and sewers for new residents.",
  "A four-day working week was tested by sixty companies for six months.",
  "Most companies reported similar revenue and fewer sick days.",
  "The companies volunteered for the trial, so they may have expected it to work.",
  "Employees said they felt less tired, but productivity was measured by the managers themselves.",
  "The report recommends that the government make the four-day week the legal standard.",
  "Supporters compare it to the move from six to five working days a century ago.",
  "Opponents note that hospitals and schools cannot simply close for a day.",
];

export const analysisAsk = [
  "Analyze the argument above: what are its weakest assumptions, and how would you test them?",
  "Evaluate this reasoning step by step. Which conclusions follow from the evidence and which do not?",
  "Compare the two positions above and explain why a reasonable person might hold each.",
  "Critically analyze this text and propose a better-designed study.",
];

export const puzzles = [
  "A bat and a ball cost $1.10 in total. The bat costs $1.00 more than the ball. How much is the ball? Explain your reasoning step by step.",
  "Three boxes are labelled apples, oranges and mixed, and every label is wrong. You may take one fruit from one box. How do you relabel them? Explain why it works.",
  "If it takes 5 machines 5 minutes to make 5 widgets, how long do 100 machines take to make 100 widgets? Explain.",
  "You have 12 coins, one heavier or lighter, and a balance. Find it in three weighings and prove your method always works.",
  "Two trains leave cities 300 km apart at 60 and 90 km/h toward each other. A bird flies between them at 120 km/h until they meet. How far does it fly? Explain why.",
  "A farmer must cross a river with a wolf, a goat and a cabbage; the boat holds one item. Give the plan step by step and explain why no shorter plan exists.",
  "In a room of 23 people, why is the chance of a shared birthday over 50%? Derive it.",
  "Why does the Monty Hall strategy of switching win two thirds of the time? Explain step by step.",
  "Is 0.999... equal to 1? Prove your answer.",
  "A snail climbs 3 m up a 10 m well each day and slides 2 m each night. On which day does it get out? Explain your reasoning.",
  "What is the next number: 2, 6, 12, 20, 30, ...? Derive the general formula and justify it.",
  "Four people must cross a bridge at night with one torch, taking 1, 2, 5 and 10 minutes. What is the fastest time? Prove it is optimal.",
  "How many squares are on a chessboard, counting every size? Explain the pattern.",
  "Why can't you tile a chessboard with two opposite corners removed using dominoes? Prove it.",
];

export const nonEnglishHard: Record<string, readonly string[]> = {
  es: [
    "Demuestra que {statement}, paso a paso.",
    "Compara {optionA} y {optionB} para {useCase} y explica por qué elegirías uno.",
    "Diseña una arquitectura para un {system} y analiza los riesgos.",
  ],
  fr: [
    "Démontre que {statement}, étape par étape.",
    "Pourquoi {optionA} serait-il meilleur que {optionB} pour {useCase} ? Analyse les compromis.",
    "Explique étape par étape comment concevoir un {system}.",
  ],
  de: [
    "Beweise Schritt für Schritt, dass {statement}.",
    "Vergleiche {optionA} und {optionB} für {useCase} und erkläre warum.",
    "Entwirf ein {system} und analysiere die Schwachstellen.",
  ],
  zh: [
    "请证明：{statement}，并一步一步解释。",
    "为什么{optionA}比{optionB}更适合{useCase}？请详细分析。",
    "请设计一个{system}，并分析它的扩展性。",
  ],
  ja: [
    "{statement}を証明してください。なぜ各ステップが正しいのか詳しく説明してください。",
    "{optionA}と{optionB}を{useCase}の観点で比較し、なぜそう考えるか詳しく説明して。",
  ],
  ru: [
    "Докажите, что {statement}. Объясните каждый шаг.",
    "Почему {optionA} лучше, чем {optionB}, для {useCase}? Разберите пошагово.",
  ],
};

export const followUpHard = [
  "ok but what if the input is empty?",
  "can you make it faster?",
  "that still fails on the second test, why?",
  "and how does that change the proof for n = 1?",
  "now do the same for the other table",
  "wait, doesn't that contradict what you said earlier?",
  "what happens if two of them run at the same time?",
  "why is step 3 valid?",
  "and if the budget is halved?",
  "how would that scale to ten times the load?",
  "rewrite it without recursion",
  "which of the two options is safer then?",
];
