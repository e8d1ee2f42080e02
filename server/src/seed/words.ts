/** Word lists the catalogue generator draws from. */

export const PARTNERS = [
  ['AtriumX', 'Atrium University', 'A research university opening its classrooms to learners everywhere.'],
  ['NorthwindX', 'Northwind Institute of Technology', 'Engineering and computing education with a practical edge.'],
  ['CedarX', 'Cedar Polytechnic', 'Applied sciences taught by people who build things.'],
  ['AlexandriaX', 'Alexandria Learning Lab', 'Heritage, archaeology and the humanities from the Mediterranean.'],
  ['PersepolisX', 'Persepolis Open Academy', 'Persian-language courses in science, art and literature.'],
  ['NoorX', 'Al-Noor Institute', 'Arabic-language higher education for the whole region.'],
  ['LumenX', 'Lumen School of Business', 'Management, finance and entrepreneurship for working professionals.'],
  ['HelixX', 'Helix Medical College', 'Health sciences, medicine and public health.'],
  ['MeridianX', 'Meridian University', 'A public university with a global online campus.'],
  ['AuroraX', 'Aurora Arts Conservatory', 'Music, design and the visual arts.'],
  ['TerraX', 'Terra Environmental Institute', 'Climate, ecology and sustainable development.'],
  ['VectorX', 'Vector Data Academy', 'Data science and artificial intelligence, from first steps to research.'],
  ['SorbonaX', 'Université Ouverte de Lyon', 'Cours en français en sciences humaines et sociales.'],
  ['IberiaX', 'Universidad Abierta de Valencia', 'Cursos en español de ciencia, tecnología y sociedad.'],
  ['RheinX', 'Rhein Technische Akademie', 'Ingenieurwesen und Informatik auf Deutsch.'],
  ['BosphorusX', 'Bosphorus Open University', 'Courses bridging Europe and Asia, in Turkish and English.'],
  ['JadeX', 'Jade River University', 'Chinese-language courses in engineering and culture.'],
  ['OrbitX', 'Orbit Space Sciences Center', 'Astronomy, physics and space engineering.'],
] as const;

/** [title, topics]: topics become course titles. */
export const SUBJECTS: readonly (readonly [string, readonly string[]])[] = [
  ['Computer Science', ['Python', 'Algorithms', 'Operating Systems', 'Computer Networks', 'Databases', 'Compilers', 'Software Engineering', 'Cybersecurity']],
  ['Data Science', ['Data Analysis', 'Statistics with R', 'Data Visualization', 'Big Data', 'Machine Learning', 'Deep Learning', 'SQL for Analysts']],
  ['Mathematics', ['Calculus', 'Linear Algebra', 'Probability', 'Discrete Mathematics', 'Number Theory', 'Differential Equations']],
  ['Physics', ['Classical Mechanics', 'Electromagnetism', 'Quantum Mechanics', 'Thermodynamics', 'Optics', 'Relativity']],
  ['Business', ['Management', 'Entrepreneurship', 'Negotiation', 'Project Management', 'Supply Chains', 'Business Strategy']],
  ['Economics', ['Microeconomics', 'Macroeconomics', 'Development Economics', 'Behavioral Economics', 'Econometrics']],
  ['Finance', ['Corporate Finance', 'Personal Finance', 'Investing', 'Financial Markets', 'Accounting']],
  ['Marketing', ['Digital Marketing', 'Branding', 'Consumer Behavior', 'Market Research', 'Social Media Marketing']],
  ['Art & Design', ['Drawing', 'Graphic Design', 'Color Theory', 'Typography', 'Interaction Design', 'Illustration']],
  ['Music', ['Music Theory', 'Songwriting', 'Piano', 'Music Production', 'Jazz Harmony']],
  ['History', ['World History', 'The Silk Road', 'Ancient Egypt', 'The Ottoman Empire', 'Medieval Europe', 'Modern China']],
  ['Philosophy', ['Ethics', 'Logic', 'Philosophy of Mind', 'Political Philosophy', 'Epistemology']],
  ['Biology', ['Genetics', 'Cell Biology', 'Ecology', 'Evolution', 'Microbiology', 'Neuroscience']],
  ['Chemistry', ['General Chemistry', 'Organic Chemistry', 'Biochemistry', 'Materials Chemistry']],
  ['Medicine', ['Human Anatomy', 'Physiology', 'Epidemiology', 'Pharmacology', 'Global Health']],
  ['Engineering', ['Robotics', 'Control Systems', 'Circuits', 'Structural Engineering', 'Signal Processing']],
  ['Environment', ['Climate Science', 'Renewable Energy', 'Sustainable Cities', 'Water Resources', 'Biodiversity']],
  ['Law', ['Contract Law', 'International Law', 'Human Rights', 'Intellectual Property']],
  ['Education', ['Teaching Online', 'Learning Design', 'Classroom Assessment', 'Early Childhood Education']],
  ['Psychology', ['Social Psychology', 'Cognitive Psychology', 'Developmental Psychology', 'Positive Psychology']],
  ['Languages', ['English Grammar', 'Academic Writing', 'Arabic', 'Persian', 'Spanish', 'French', 'Mandarin']],
  ['Communication', ['Public Speaking', 'Journalism', 'Storytelling', 'Intercultural Communication']],
  ['Literature', ['Poetry', 'The Novel', 'Shakespeare', 'Persian Poetry', 'Arabic Literature']],
  ['Architecture', ['Architectural History', 'Urban Design', 'Sustainable Architecture', 'Building Technology']],
];

export const PREFIXES: Record<string, readonly string[]> = {
  en: ['Introduction to', 'Foundations of', 'Advanced', 'Applied', 'Practical', 'Principles of', 'Essentials of', 'Topics in'],
  fr: ['Introduction à', 'Fondements de', 'Pratique de', 'Principes de'],
  es: ['Introducción a', 'Fundamentos de', 'Práctica de', 'Principios de'],
  de: ['Einführung in', 'Grundlagen der', 'Praxis der', 'Prinzipien der'],
  tr: ['Giriş:', 'Temel', 'Uygulamalı', 'İleri'],
  it: ['Introduzione a', 'Fondamenti di', 'Principi di'],
  pt: ['Introdução a', 'Fundamentos de', 'Princípios de'],
};

export const ARABIC_TITLES = [
  'مقدمة في علم البيانات', 'أساسيات البرمجة', 'تاريخ الحضارة الإسلامية', 'مبادئ الاقتصاد', 'الكتابة الإبداعية',
  'الذكاء الاصطناعي للجميع', 'علم النفس الاجتماعي', 'إدارة المشاريع', 'الفيزياء الحديثة', 'الشعر العربي',
  'التسويق الرقمي', 'الصحة العامة',
];
export const PERSIAN_TITLES = [
  'مبانی هوش مصنوعی', 'آشنایی با برنامه‌نویسی پایتون', 'ادبیات فارسی کلاسیک', 'ریاضیات گسسته', 'مدیریت کسب‌وکار',
  'تاریخ ایران باستان', 'آمار و احتمال', 'طراحی گرافیک', 'روان‌شناسی رشد', 'شعر حافظ', 'اقتصاد خرد', 'معماری پایدار',
];
export const CHINESE_TITLES = [
  '数据科学导论', '机器学习基础', '中国古代史', '线性代数', '创业管理', '环境科学概论', '书法艺术', '量子力学入门',
];

export const FIRST_NAMES = [
  'Amina', 'Omar', 'Sara', 'Reza', 'Maryam', 'Daniel', 'Sofia', 'Lucas', 'Yasmin', 'Karim', 'Elena', 'Mateo', 'Leila',
  'Hassan', 'Chloé', 'Jonas', 'Mei', 'Wei', 'Aylin', 'Emre', 'Giulia', 'Marco', 'Ana', 'João', 'Nadia', 'Samuel',
  'Farah', 'Darius', 'Laura', 'Tariq', 'Ines', 'Noah', 'Zainab', 'Kian', 'Hana', 'Felix', 'Lina', 'Arash', 'Clara', 'Youssef',
];
export const LAST_NAMES = [
  'Haddad', 'Rahimi', 'Karimi', 'Nguyen', 'García', 'Rossi', 'Müller', 'Yilmaz', 'Chen', 'Wang', 'Dubois', 'Silva',
  'Mansour', 'Tehrani', 'Okafor', 'Schmidt', 'Moreau', 'Costa', 'Demir', 'Hosseini', 'Farouk', 'Lindqvist', 'Novak',
  'Ahmadi', 'Bianchi', 'Santos', 'Kaya', 'Lambert', 'Saleh', 'Zhou',
];
export const TITLES_OF_PEOPLE = ['Professor', 'Associate Professor', 'Lecturer', 'Senior Lecturer', 'Research Fellow', 'Instructor'];

export const UNIT_NAMES = ['Welcome', 'Key ideas', 'Worked example', 'Practice', 'Discussion', 'Quiz', 'Reading', 'Lab', 'Summary'];
export const SECTION_THEMES = ['Getting started', 'Core concepts', 'Going deeper', 'Applications', 'Case studies', 'Project', 'Review'];
