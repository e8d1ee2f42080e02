/**
 * The subjects of the demo catalogue and the English topics taught in each. A generated course is
 * built from one topic: its title, description, outcomes, outline and requirements all come from
 * that topic and its subject, so nothing in a course can name another subject's material.
 */

/** How a subject is taught: it picks the words of outcomes, outlines and course titles. */
export type TopicKind = 'computing' | 'maths' | 'science' | 'study' | 'practice' | 'craft' | 'language';
/** 1 introductory, 2 intermediate, 3 advanced. */
export type Level = 1 | 2 | 3;
export type TitleForm = readonly [template: string, level: Level];

export interface EnglishTopic {
  /** Title case, as course titles use it: "Python Programming". */
  title: string;
  /** As it reads inside a sentence: "Python programming", "the Silk Road". */
  name: string;
  /** What a course on it covers, one part a week: lower-case noun phrases (proper nouns keep capitals). */
  parts: readonly string[];
  /** Course titles for topics the generic forms do not suit ("Introduction to the Silk Road"). */
  titles?: readonly TitleForm[];
  /** A second subject the topic is filed under too (machine learning: data science and computer science). */
  also?: string;
  kind?: TopicKind;
}

export interface SubjectContent {
  title: string;
  /** The subject inside a sentence: "art and design". */
  field: string;
  /** What its teachers' titles name, when not the subject's title ("Lecturer in Modern Languages"). */
  chair?: string;
  kind: TopicKind;
  /** Requirements any course of the subject may list (materials, background). */
  requirements: readonly string[];
  topics: readonly EnglishTopic[];
}

interface TopicOptions {
  name?: string;
  titles?: readonly TitleForm[];
  also?: string;
  kind?: TopicKind;
}

/** `parts` is one string, its parts separated by "; ", to keep the table readable. */
function topic(title: string, parts: string, options: TopicOptions = {}): EnglishTopic {
  return { title, name: options.name ?? title.toLowerCase(), parts: parts.split('; '), ...options };
}

export const SUBJECTS: readonly SubjectContent[] = [
  {
    title: 'Computer Science',
    field: 'computer science',
    kind: 'computing',
    requirements: ['A computer on which you can install software', 'High-school algebra'],
    topics: [
      topic(
        'Python Programming',
        'variables and expressions; decisions and loops; functions; lists and dictionaries; files and modules; testing and debugging',
        { name: 'Python programming' },
      ),
      topic(
        'Data Structures and Algorithms',
        'arrays and linked lists; stacks and queues; searching and sorting; trees and graphs; hash tables; algorithm analysis with big-O notation',
      ),
      topic(
        'Operating Systems',
        'processes and threads; CPU scheduling; memory management; file systems; concurrency and locks',
      ),
      topic(
        'Computer Networks',
        'the layers of the internet; addressing and routing; TCP and UDP; the web and HTTP; network security',
      ),
      topic(
        'Databases',
        'the relational model; SQL queries; database design; indexes and query performance; transactions',
      ),
      topic('Compilers', 'lexical analysis; parsing; syntax trees; type checking; code generation', {
        titles: [
          ['Introduction to Compilers', 1],
          ['Compiler Construction', 2],
          ['Compilers: Principles and Practice', 2],
          ['Advanced Compilers', 3],
        ],
      }),
      topic(
        'Software Engineering',
        'requirements; version control with Git; design patterns; code review; automated testing; continuous delivery',
      ),
      topic(
        'Cybersecurity',
        'threats and attackers; cryptography basics; passwords and authentication; web application security; incident response',
      ),
      topic(
        'Web Development',
        'HTML structure; CSS layout; responsive design; accessibility; JavaScript in the browser',
      ),
      topic(
        'Cloud Computing',
        'virtual machines and containers; storage in the cloud; serverless functions; scaling and load balancing; cloud costs and security',
      ),
      topic(
        'Artificial Intelligence',
        'search and planning; knowledge representation; reasoning under uncertainty; learning from data; AI and society',
        { also: 'Data Science' },
      ),
    ],
  },
  {
    title: 'Data Science',
    field: 'data science',
    kind: 'computing',
    requirements: ['High-school mathematics', 'A computer with Python or a spreadsheet program'],
    topics: [
      topic(
        'Data Analysis',
        'asking good questions of data; cleaning messy data; summary statistics; grouping and joining tables; presenting findings',
      ),
      topic(
        'R Programming',
        'data frames; the tidyverse; plotting with ggplot2; statistical tests in R; reproducible reports',
        {
          name: 'R programming',
          titles: [
            ['Data Analysis with R', 1],
            ['R Programming for Beginners', 1],
            ['R Programming in Practice', 2],
            ['Advanced R Programming', 3],
          ],
        },
      ),
      topic(
        'Data Visualization',
        'choosing the right chart; colour and perception; dashboards; maps; storytelling with data',
      ),
      topic(
        'Big Data',
        'distributed storage; MapReduce and Spark; data pipelines; streaming data; data warehouses',
      ),
      topic(
        'Machine Learning',
        'supervised learning; regression; classification; model evaluation; overfitting and regularisation; unsupervised learning',
        { also: 'Computer Science' },
      ),
      topic(
        'Deep Learning',
        'neural networks; training with gradient descent; convolutional networks; sequence models; transformers',
        { also: 'Computer Science' },
      ),
      topic(
        'SQL for Data Analysis',
        'SELECT and WHERE; aggregations; joins; window functions; query performance',
        {
          name: 'SQL for data analysis',
          titles: [
            ['SQL for Data Analysis', 1],
            ['SQL for Data Analysis: Beyond the Basics', 2],
            ['Advanced SQL for Data Analysis', 3],
          ],
        },
      ),
    ],
  },
  {
    title: 'Mathematics',
    field: 'mathematics',
    kind: 'maths',
    requirements: ['High-school algebra', 'Pen, paper and a calculator'],
    topics: [
      topic(
        'Calculus',
        'limits; derivatives; applications of derivatives; integrals; the fundamental theorem of calculus',
      ),
      topic(
        'Linear Algebra',
        'vectors; matrices; systems of linear equations; determinants; eigenvalues and eigenvectors',
      ),
      topic(
        'Probability',
        'counting; conditional probability; random variables; expectation and variance; the normal distribution',
      ),
      topic('Statistics', 'describing data; sampling; confidence intervals; hypothesis tests; regression'),
      topic('Discrete Mathematics', 'logic and proofs; sets and functions; induction; combinatorics; graphs'),
      topic(
        'Number Theory',
        'divisibility; prime numbers; modular arithmetic; Diophantine equations; cryptography with primes',
      ),
      topic(
        'Differential Equations',
        'first-order equations; linear equations; systems of equations; Laplace transforms; modelling with differential equations',
      ),
    ],
  },
  {
    title: 'Physics',
    field: 'physics',
    kind: 'science',
    requirements: ['High-school mathematics', 'Some calculus is helpful'],
    topics: [
      topic(
        'Classical Mechanics',
        "motion in one dimension; Newton's laws; work and energy; momentum; rotation",
      ),
      topic(
        'Electromagnetism',
        'electric charge and fields; electric potential; circuits; magnetic fields; electromagnetic waves',
      ),
      topic(
        'Quantum Mechanics',
        'wave–particle duality; the Schrödinger equation; the hydrogen atom; spin; quantum measurement',
      ),
      topic(
        'Quantum Computing',
        'qubits; quantum gates; entanglement; quantum algorithms; quantum hardware today',
      ),
      topic(
        'Thermodynamics',
        'temperature and heat; the laws of thermodynamics; entropy; heat engines; statistical mechanics',
      ),
      topic('Optics', 'light as a wave; reflection and refraction; lenses and mirrors; interference; lasers'),
      topic(
        'Astrophysics',
        'the night sky; the lives of stars; galaxies; the expanding universe; planets around other stars',
      ),
    ],
  },
  {
    title: 'Business',
    field: 'business',
    kind: 'practice',
    requirements: ['Some work experience is helpful', 'A notebook for your own case'],
    topics: [
      topic(
        'Management',
        'what managers do; planning and organising; motivating people; decision making; managing change',
      ),
      topic(
        'Entrepreneurship',
        'finding an idea; testing it with customers; business models; funding a start-up; growing a team',
      ),
      topic(
        'Negotiation',
        'preparing to negotiate; interests and positions; creating value; closing the deal; difficult conversations',
      ),
      topic(
        'Project Management',
        'project scope; planning and scheduling; risk management; agile methods; leading the project team',
      ),
      topic(
        'Supply Chain Management',
        'sourcing and suppliers; inventory; logistics and transport; demand forecasting; sustainable supply chains',
      ),
      topic(
        'Leadership',
        'leadership styles; building trust; giving feedback; leading teams through change; leading research and innovation',
      ),
      topic(
        'Business Strategy',
        'competitive advantage; industry analysis; growth strategies; strategy in digital markets; putting a strategy to work',
      ),
    ],
  },
  {
    title: 'Economics',
    field: 'economics',
    kind: 'study',
    requirements: ['High-school mathematics', 'An interest in current affairs'],
    topics: [
      topic(
        'Microeconomics',
        'supply and demand; consumer choice; firms and costs; market structures; market failures',
      ),
      topic('Macroeconomics', 'GDP and growth; unemployment; inflation; monetary policy; fiscal policy'),
      topic(
        'Development Economics',
        'measuring poverty; health and schooling; microfinance; institutions and growth; foreign aid and its critics',
      ),
      topic(
        'Behavioral Economics',
        'biases and heuristics; choices over time; risk and uncertainty; social preferences; nudges and public policy',
        { also: 'Psychology' },
      ),
      topic(
        'Econometrics',
        'regression analysis; causal inference; panel data; instrumental variables; time series',
        {
          kind: 'maths',
        },
      ),
    ],
  },
  {
    title: 'Finance',
    field: 'finance',
    kind: 'practice',
    requirements: ['High-school mathematics', 'A spreadsheet program'],
    topics: [
      topic(
        'Corporate Finance',
        'the time value of money; valuing projects; the cost of capital; capital structure; mergers and acquisitions',
      ),
      topic(
        'Personal Finance',
        'budgeting; saving and emergency funds; debt and credit; investing for beginners; planning for retirement',
      ),
      topic(
        'Investing',
        'stocks and bonds; risk and return; diversification; index funds; the mistakes investors make',
      ),
      topic(
        'Financial Markets',
        'how markets work; banks and central banks; bonds and interest rates; derivatives; financial crises',
      ),
      topic(
        'Financial Accounting',
        'the accounting equation; recording transactions; the income statement; the balance sheet; cash flow statements',
      ),
    ],
  },
  {
    title: 'Marketing',
    field: 'marketing',
    kind: 'practice',
    requirements: ['Access to social media is helpful', 'A product or organisation to use as your case'],
    topics: [
      topic(
        'Digital Marketing',
        'digital marketing channels; search engine optimisation; content marketing; email campaigns; measuring results',
      ),
      topic(
        'Branding',
        'what a brand is; brand positioning; visual identity; brand storytelling; measuring brand health',
      ),
      topic(
        'Consumer Behavior',
        'how people decide; motivation and emotion; social influence; the customer journey; consumer research methods',
      ),
      topic(
        'Market Research',
        'research questions; surveys; interviews and focus groups; analysing results; reporting insights',
      ),
      topic(
        'Social Media Marketing',
        'choosing platforms; creating content; community management; paid social advertising; social media analytics',
      ),
    ],
  },
  {
    title: 'Art & Design',
    field: 'art and design',
    kind: 'craft',
    requirements: ['Paper and pencils, or a drawing app', 'A phone camera to share your work'],
    topics: [
      topic('Drawing', 'line and shape; proportion; light and shadow; perspective; drawing from life'),
      topic(
        'Graphic Design',
        'layout and grids; type in layouts; colour in design; images and composition; building a portfolio',
      ),
      topic(
        'Color Theory',
        'the colour wheel; hue, value and saturation; colour harmony; colour and emotion; colour on screens',
      ),
      topic(
        'Typography',
        'the anatomy of letters; choosing typefaces; hierarchy; type on screens; designing with type',
      ),
      topic(
        'Interaction Design',
        'user research; sketching and prototyping; usability testing; interface patterns; accessible design',
      ),
      topic(
        'Photography',
        'the exposure triangle; composition; natural light; portraits and landscapes; editing your photos',
      ),
      topic(
        'Illustration',
        'from idea to sketch; character design; digital illustration tools; illustrating for books; finding your style',
      ),
      topic(
        'Calligraphy',
        'tools and materials; holding the pen; basic strokes; letterforms; composing a piece',
      ),
    ],
  },
  {
    title: 'Music',
    field: 'music',
    kind: 'craft',
    requirements: ['Headphones or speakers', 'An instrument or a free music app'],
    topics: [
      topic('Music Theory', 'rhythm and metre; scales and keys; intervals; chords; harmony and form'),
      topic('Songwriting', 'finding ideas; melody; lyrics; song structure; recording a demo'),
      topic(
        'Piano',
        'posture and first notes; reading music; scales and chords; playing with both hands; first pieces',
        {
          titles: [
            ['Piano for Beginners', 1],
            ['Piano: Your First Pieces', 1],
            ['Piano Technique and Repertoire', 2],
            ['Advanced Piano Repertoire', 3],
          ],
        },
      ),
      topic(
        'Music Production',
        'the digital audio workstation; recording; beats and loops; mixing; mastering',
      ),
      topic(
        'Jazz Harmony',
        'seventh chords; the ii–V–I progression; extensions and alterations; voicings; reharmonisation',
      ),
    ],
  },
  {
    title: 'History',
    field: 'history',
    kind: 'study',
    requirements: ['A willingness to read primary sources', 'About four hours of reading a week'],
    topics: [
      topic(
        'World History',
        'early civilisations; empires and trade; the age of revolutions; industrialisation; the twentieth century',
        {
          titles: [
            ['World History: An Overview', 1],
            ['A Short History of the World', 1],
            ['Turning Points in World History', 2],
            ['Global History since 1900', 3],
          ],
        },
      ),
      topic(
        'The Silk Road',
        'routes across Asia; caravans and merchants; silk, spices and paper; religions on the move; the decline of the overland routes',
        {
          name: 'the Silk Road',
          titles: [
            ['Introduction to the Silk Road', 1],
            ['The Silk Road: Trade and Ideas', 2],
            ['Cities of the Silk Road', 3],
          ],
        },
      ),
      topic(
        'Ancient Egypt',
        'the Nile and its people; pharaohs and kingship; pyramids and temples; hieroglyphs and writing; the archaeology of Egypt',
        {
          name: 'ancient Egypt',
          titles: [
            ['Ancient Egypt: An Introduction', 1],
            ['Daily Life in Ancient Egypt', 2],
            ['Pharaohs and Pyramids', 2],
            ['Reading Hieroglyphs', 3],
          ],
        },
      ),
      topic(
        'The Ottoman Empire',
        'the rise of the Ottomans; Istanbul as a capital; law and society; trade and diplomacy; the end of the empire',
        {
          name: 'the Ottoman Empire',
          titles: [
            ['The Ottoman Empire: An Introduction', 1],
            ['The Ottoman Empire and Its Neighbours', 2],
            ['The Late Ottoman Empire', 3],
          ],
        },
      ),
      topic(
        'Medieval Europe',
        'the fall of Rome; feudal society; the medieval Church; towns and trade; the Black Death',
        {
          name: 'medieval Europe',
          titles: [
            ['Medieval Europe: An Introduction', 1],
            ['Castles, Cathedrals and Kings', 2],
            ['Medieval Europe in Crisis', 3],
          ],
        },
      ),
      topic(
        'Modern China',
        "the last dynasty; revolution and republic; the People's Republic; reform and opening; China in the world today",
        {
          name: 'modern China',
          titles: [
            ['Modern China: An Introduction', 1],
            ['Modern China: From Empire to Republic', 2],
            ['China in the Twentieth Century', 3],
          ],
        },
      ),
      topic(
        'The Ancient Mediterranean',
        'Phoenician traders; Greek city-states; the Roman Republic; Roman Egypt; the end of antiquity',
        {
          name: 'the ancient Mediterranean',
          titles: [
            ['Greeks, Romans and Phoenicians', 1],
            ['The Ancient Mediterranean: Sea of Empires', 2],
            ['Trade and War in the Ancient Mediterranean', 3],
          ],
        },
      ),
    ],
  },
  {
    title: 'Philosophy',
    field: 'philosophy',
    kind: 'study',
    requirements: ['Time to read and reflect each week', 'A notebook for your own arguments'],
    topics: [
      topic(
        'Philosophy',
        'what philosophy is; knowledge and belief; mind and body; free will; right and wrong',
        {
          titles: [
            ['Philosophy: The Big Questions', 1],
            ['Great Philosophers', 1],
            ['Reading Philosophy', 2],
          ],
        },
      ),
      topic(
        'Ethics',
        'moral theories; consequences and duties; virtue; applied ethics; the ethics of technology',
      ),
      topic(
        'Logic',
        'arguments and validity; propositional logic; predicate logic; fallacies; logic and language',
      ),
      topic(
        'Philosophy of Mind',
        'the mind–body problem; consciousness; perception; personal identity; artificial minds',
      ),
      topic('Political Philosophy', 'justice; liberty; equality; democracy; the social contract'),
      topic(
        'Epistemology',
        'knowledge and justification; scepticism; testimony; perception and memory; the limits of knowledge',
      ),
    ],
  },
  {
    title: 'Biology',
    field: 'biology',
    kind: 'science',
    requirements: ['High-school biology is helpful', 'No laboratory needed: experiments are virtual'],
    topics: [
      topic('Genetics', 'DNA and genes; inheritance; mutations; gene expression; genetic technologies'),
      topic('Cell Biology', 'the cell membrane; organelles; cell metabolism; cell division; cell signalling'),
      topic('Ecology', 'populations; communities; ecosystems and energy; nutrient cycles; conservation'),
      topic(
        'Evolution',
        'natural selection; the evidence for evolution; the origin of species; human evolution; evolution in action',
      ),
      topic('Microbiology', 'bacteria; viruses; the human microbiome; immunity; antibiotics and resistance'),
      topic(
        'Neuroscience',
        'neurons and synapses; the anatomy of the brain; senses and perception; learning and memory; the brain in disease',
        { also: 'Psychology' },
      ),
    ],
  },
  {
    title: 'Chemistry',
    field: 'chemistry',
    kind: 'science',
    requirements: ['High-school chemistry or science', 'A scientific calculator'],
    topics: [
      topic(
        'General Chemistry',
        'atoms and the periodic table; chemical bonds; reactions and equations; gases; acids and bases',
      ),
      topic(
        'Organic Chemistry',
        'carbon compounds; functional groups; stereochemistry; reaction mechanisms; synthesis',
      ),
      topic('Biochemistry', 'proteins; enzymes; carbohydrates and lipids; metabolism; DNA and RNA', {
        also: 'Biology',
      }),
      topic(
        'Materials Chemistry',
        'crystals and solids; polymers; metals and alloys; ceramics and glass; nanomaterials',
      ),
      topic(
        'Analytical Chemistry',
        'measurement and error; titration; spectroscopy; chromatography; laboratory safety',
      ),
    ],
  },
  {
    title: 'Medicine',
    field: 'medicine',
    kind: 'science',
    requirements: ['High-school biology', 'An interest in health care'],
    topics: [
      topic(
        'Human Anatomy',
        'the skeleton; muscles; the heart and blood vessels; the lungs; the nervous system',
      ),
      topic('Physiology', 'homeostasis; the cardiovascular system; breathing; digestion; hormones', {
        name: 'human physiology',
        titles: [
          ['Human Physiology', 1],
          ['Foundations of Human Physiology', 1],
          ['Physiology in Health and Disease', 2],
          ['Advanced Human Physiology', 3],
        ],
      }),
      topic(
        'Epidemiology',
        'measuring disease; study designs; investigating outbreaks; screening; evidence for public health',
      ),
      topic(
        'Pharmacology',
        'how drugs act; absorption and elimination; dose and response; side effects; drug development',
      ),
      topic(
        'Global Health',
        'the burden of disease; maternal and child health; infectious diseases; health systems; health equity',
      ),
    ],
  },
  {
    title: 'Engineering',
    field: 'engineering',
    kind: 'computing',
    requirements: ['High-school physics and mathematics', 'Some calculus is helpful'],
    topics: [
      topic(
        'Robotics',
        'the parts of a robot; sensors; motors and actuators; kinematics; robot control; path planning',
      ),
      topic('Control Systems', 'feedback; system models; stability; PID controllers; controller design'),
      topic(
        'Electric Circuits',
        "voltage, current and resistance; Kirchhoff's laws; capacitors and inductors; AC circuits; amplifiers",
      ),
      topic(
        'Structural Engineering',
        'loads and forces; beams; trusses; materials for structures; designing for safety',
      ),
      topic(
        'Signal Processing',
        'signals and systems; sampling; the Fourier transform; filters; audio and image processing',
      ),
    ],
  },
  {
    title: 'Environment',
    field: 'environmental science',
    chair: 'Environmental Science',
    kind: 'science',
    requirements: ['An interest in the planet', 'High-school science is helpful'],
    topics: [
      topic(
        'Climate Science',
        'the greenhouse effect; the carbon cycle; climate models; the impacts of warming; mitigation and adaptation',
      ),
      topic(
        'Renewable Energy',
        'solar power; wind power; hydro and geothermal energy; energy storage; the electricity grid',
      ),
      topic(
        'Sustainable Cities',
        'urban growth; transport; green buildings; waste and recycling; resilient cities',
      ),
      topic(
        'Water Resources',
        'the water cycle; rivers and groundwater; water quality; water and agriculture; managing drought',
      ),
      topic(
        'Biodiversity',
        'measuring biodiversity; habitats; threats to species; protected areas; restoring ecosystems',
      ),
    ],
  },
  {
    title: 'Law',
    field: 'law',
    kind: 'study',
    requirements: ['Time to read cases each week', 'A notebook for case briefs'],
    topics: [
      topic('Contract Law', 'forming a contract; terms; breach; remedies; contracts online'),
      topic(
        'International Law',
        'sources of international law; states and sovereignty; treaties; the United Nations; international courts',
      ),
      topic(
        'Human Rights',
        'the idea of human rights; the Universal Declaration; civil and political rights; economic and social rights; protecting rights',
      ),
      topic(
        'Intellectual Property',
        'copyright; patents; trademarks; trade secrets; intellectual property online',
      ),
    ],
  },
  {
    title: 'Education',
    field: 'education',
    kind: 'practice',
    requirements: ['Teaching experience is helpful', 'A class or group of learners to try ideas with'],
    topics: [
      topic(
        'Teaching Online',
        'planning an online course; video and live sessions; engaging learners; online assessment; supporting learners at a distance',
      ),
      topic(
        'Learning Design',
        'learning outcomes; designing activities; sequencing a course; feedback; evaluating your design',
      ),
      topic(
        'Classroom Assessment',
        'why we assess; formative assessment; designing tests; rubrics; using assessment results',
      ),
      topic(
        'Early Childhood Education',
        'how young children learn; play; language and literacy; working with families; the learning environment',
      ),
    ],
  },
  {
    title: 'Psychology',
    field: 'psychology',
    kind: 'science',
    requirements: ['Curiosity about people', 'Time to take part in short online experiments'],
    topics: [
      topic(
        'Psychology',
        'the science of psychology; the brain and behaviour; perception; learning and memory; personality',
        {
          titles: [
            ['Psychology: Mind and Behaviour', 1],
            ['Psychology in Everyday Life', 1],
            ['Research Methods in Psychology', 2],
          ],
        },
      ),
      topic('Social Psychology', 'attitudes; social influence; groups; prejudice; helping others'),
      topic('Cognitive Psychology', 'attention; perception; memory; language; decision making'),
      topic('Developmental Psychology', 'infancy; childhood; adolescence; adulthood; ageing'),
      topic('Positive Psychology', 'well-being; strengths; gratitude; resilience; flow'),
    ],
  },
  {
    title: 'Languages',
    field: 'language learning',
    chair: 'Modern Languages',
    kind: 'language',
    requirements: ['Ten minutes of practice a day', 'A notebook for new words'],
    topics: [
      topic(
        'Arabic',
        'the alphabet and its sounds; greetings and introductions; numbers, dates and times; food and shopping; travel and directions',
        { name: 'Arabic' },
      ),
      topic(
        'Persian',
        'the alphabet and its sounds; greetings and introductions; family and friends; food and shopping; travel and directions',
        { name: 'Persian' },
      ),
      topic(
        'Spanish',
        'greetings and introductions; present-tense verbs; food and shopping; travel and directions; talking about the past',
        { name: 'Spanish' },
      ),
      topic(
        'French',
        'greetings and introductions; present-tense verbs; food and shopping; travel and directions; talking about the past',
        { name: 'French' },
      ),
      topic(
        'Mandarin Chinese',
        'tones and pinyin; greetings and introductions; numbers, dates and times; food and shopping; first characters',
        { name: 'Mandarin Chinese' },
      ),
      topic(
        'English Grammar',
        'sentence structure; tenses; articles and determiners; conditionals; reported speech',
        {
          name: 'English grammar',
          kind: 'study',
          titles: [
            ['English Grammar Essentials', 1],
            ['English Grammar in Context', 2],
            ['Advanced English Grammar', 3],
          ],
        },
      ),
      topic(
        'Academic Writing',
        'planning an essay; paragraphs; arguments and evidence; citing sources; editing your work',
        {
          kind: 'study',
          titles: [
            ['Academic Writing', 1],
            ['Academic Writing for University', 1],
            ['Writing a Research Paper', 2],
          ],
        },
      ),
    ],
  },
  {
    title: 'Communication',
    field: 'communication',
    kind: 'practice',
    requirements: ['A phone or camera to record yourself', 'A friend or colleague to practise with'],
    topics: [
      topic(
        'Public Speaking',
        'overcoming nerves; structuring a talk; voice and body language; slides that help; answering questions',
      ),
      topic(
        'Journalism',
        'finding stories; interviewing; writing the news; fact-checking; press freedom and responsibility',
      ),
      topic(
        'Storytelling',
        'story structure; characters; tension; telling stories with data; telling stories on stage',
      ),
      topic(
        'Intercultural Communication',
        'culture and identity; verbal and non-verbal styles; working in global teams; conflict across cultures; building bridges',
      ),
    ],
  },
  {
    title: 'Literature',
    field: 'literature',
    kind: 'study',
    requirements: ['Time to read each week', 'The set texts (free online editions are linked)'],
    topics: [
      topic('Poetry', 'reading a poem; rhythm and metre; imagery; forms of poetry; writing about poems'),
      topic('The Novel', 'the rise of the novel; narrators; characters; plot and time; the novel today', {
        name: 'the novel',
        titles: [
          ['The Novel: How Fiction Works', 1],
          ['Reading the Novel', 1],
          ['Great Novels of the World', 2],
        ],
      }),
      topic(
        'Shakespeare',
        "Shakespeare's London; the comedies; the tragedies; the history plays; Shakespeare in performance",
        {
          name: 'Shakespeare',
          titles: [
            ['Shakespeare: The Comedies', 1],
            ["Shakespeare's Tragedies", 2],
            ['Shakespeare on Stage and Screen', 3],
          ],
        },
      ),
      topic('Persian Poetry', 'Ferdowsi and the epic; Rumi; Saadi; Hafez; Persian poetry today', {
        name: 'Persian poetry',
        titles: [
          ['Persian Poetry in Translation', 1],
          ['Rumi, Hafez and Saadi', 2],
        ],
      }),
      topic(
        'Arabic Literature',
        'pre-Islamic poetry; the Qur’an as literature; One Thousand and One Nights; the modern Arabic novel; Arabic literature today',
        {
          name: 'Arabic literature',
          titles: [
            ['Arabic Literature in Translation', 1],
            ['Classical Arabic Literature', 2],
          ],
        },
      ),
      topic(
        'Creative Writing',
        'finding ideas; character; dialogue; scene and setting; revision; sharing your work',
        {
          kind: 'craft',
          titles: [
            ['Creative Writing for Beginners', 1],
            ['Creative Writing: Short Fiction', 2],
            ['Writing Poetry', 2],
          ],
        },
      ),
    ],
  },
  {
    title: 'Architecture',
    field: 'architecture',
    kind: 'study',
    requirements: ['A pencil and a sketchbook', 'Time to visit a building near you'],
    topics: [
      topic(
        'Architectural History',
        'ancient architecture; Gothic cathedrals; the Renaissance; modernism; contemporary architecture',
        {
          titles: [
            ['A History of Architecture', 1],
            ['Buildings That Changed the World', 1],
            ['Architectural History: Modernism and After', 3],
          ],
        },
      ),
      topic(
        'Urban Design',
        'reading the city; streets and public space; density; mixed use; designing neighbourhoods',
      ),
      topic(
        'Sustainable Architecture',
        'climate and site; passive design; materials; energy in buildings; certification and standards',
      ),
      topic(
        'Building Technology',
        'foundations; structures; building envelopes; building services; construction processes',
      ),
    ],
  },
];

/** Titles for a topic without its own list, by the way its subject is taught. `{T}` is the topic's title. */
export const TITLE_FORMS: Record<TopicKind, readonly TitleForm[]> = {
  computing: [
    ['Introduction to {T}', 1],
    ['{T} for Beginners', 1],
    ['Foundations of {T}', 1],
    ['{T} in Practice', 2],
    ['Applied {T}', 2],
    ['Advanced {T}', 3],
  ],
  maths: [
    ['Introduction to {T}', 1],
    ['Foundations of {T}', 1],
    ['Essentials of {T}', 1],
    ['{T} with Applications', 2],
    ['Advanced {T}', 3],
    ['Topics in {T}', 3],
  ],
  science: [
    ['Introduction to {T}', 1],
    ['Foundations of {T}', 1],
    ['Principles of {T}', 2],
    ['{T} in Depth', 2],
    ['Advanced {T}', 3],
    ['Frontiers of {T}', 3],
  ],
  study: [
    ['Introduction to {T}', 1],
    ['Foundations of {T}', 1],
    ['{T}: An Overview', 1],
    ['Readings in {T}', 2],
    ['Debates in {T}', 2],
    ['Advanced {T}', 3],
  ],
  practice: [
    ['Introduction to {T}', 1],
    ['{T} Essentials', 1],
    ['{T} in Practice', 2],
    ['Applied {T}', 2],
    ['Advanced {T}', 3],
  ],
  craft: [
    ['{T} for Beginners', 1],
    ['Introduction to {T}', 1],
    ['{T} Workshop', 2],
    ['{T} in Practice', 2],
    ['Advanced {T}', 3],
  ],
  language: [
    ['{T} for Beginners', 1],
    ['Everyday {T}', 1],
    ['{T} Conversation', 2],
    ['Intermediate {T}', 2],
    ['Advanced {T}', 3],
  ],
};
