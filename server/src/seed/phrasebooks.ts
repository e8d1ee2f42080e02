/**
 * The words around a course taught in another language than English: titles, descriptions, the About
 * text, outcomes, requirements and outline, written in the course's language. `{T}` is the topic's
 * title, `{t}` its in-sentence name, `{title}` the course title, `{n}` a number.
 */
import type { TitleForm } from './subjects.ts';

export type UnitType = 'video' | 'problem' | 'html';

export interface Phrasebook {
  titles: readonly TitleForm[];
  short: readonly string[];
  about: { heading: string; body: string; learn: string; how: string; howBody: string };
  outcomes: readonly string[];
  requirements: readonly string[];
  /** The requirement naming the course to complete first (`{course}`). */
  prerequisite: string;
  week: string;
  themes: readonly string[];
  finalWeek: string;
  lesson: string;
  /** A lesson's units, alike in kind in every language (courseContent.ts, localUnits). */
  units: readonly [
    intro: string,
    concepts: string,
    reading: string,
    exercise: string,
    discussion: string,
    quiz: string,
  ];
}

export const PHRASEBOOKS: Record<string, Phrasebook> = {
  fr: {
    titles: [
      ['{T} : introduction', 1],
      ['{T} : les fondamentaux', 1],
      ['{T} en pratique', 2],
      ['{T} : approfondissement', 3],
    ],
    short: [
      '{T} : notions essentielles, exemples concrets et exercices chaque semaine.',
      'Un parcours de {n} semaines pour comprendre {t}, avec des vidéos courtes et un projet final.',
    ],
    about: {
      heading: 'À propos de ce cours',
      body: '{title} est un cours sur {t}. Chaque semaine associe de courtes vidéos, des lectures et des exercices, et se termine par un quiz noté.',
      learn: 'Ce que vous apprendrez',
      how: 'Comment vous apprendrez',
      howBody:
        'Avancez à votre rythme, participez au forum de discussion et recevez les retours de vos pairs et de l’équipe pédagogique.',
    },
    outcomes: [
      'Expliquer {t} à un public non spécialiste',
      'Lire et discuter des travaux récents sur {t}',
      'Appliquer ce que vous avez appris à un cas concret',
      'Mener à bien un petit projet personnel',
    ],
    requirements: [
      'Aucune connaissance préalable requise',
      'Un ordinateur avec une connexion internet',
      'Environ quatre heures par semaine',
    ],
    prerequisite: 'Avoir suivi « {course} » ou un cours équivalent',
    week: 'Semaine {n} : {theme}',
    themes: ['Premiers pas', 'Notions clés', 'Approfondissement', 'Applications', 'Études de cas'],
    finalWeek: 'Projet final et bilan',
    lesson: 'Leçon {n}',
    units: ['Introduction', 'Notions clés', 'Lecture', 'Exercice', 'Discussion', 'Quiz'],
  },
  es: {
    titles: [
      ['{T}: introducción', 1],
      ['{T}: fundamentos', 1],
      ['{T} en la práctica', 2],
      ['{T}: nivel avanzado', 3],
    ],
    short: [
      '{T}: conceptos esenciales, ejemplos reales y ejercicios cada semana.',
      'Un recorrido de {n} semanas para entender {t}, con vídeos breves y un proyecto final.',
    ],
    about: {
      heading: 'Acerca de este curso',
      body: '{title} es un curso sobre {t}. Cada semana combina vídeos breves, lecturas y ejercicios, y termina con un cuestionario calificado.',
      learn: 'Lo que aprenderás',
      how: 'Cómo aprenderás',
      howBody:
        'Avanza a tu ritmo, participa en el foro de debate y recibe comentarios de tus compañeros y del equipo docente.',
    },
    outcomes: [
      'Explicar {t} a un público no especializado',
      'Leer y comentar trabajos recientes sobre {t}',
      'Aplicar lo aprendido a un caso práctico',
      'Completar un pequeño proyecto propio',
    ],
    requirements: [
      'No se necesitan conocimientos previos',
      'Un ordenador con conexión a internet',
      'Unas cuatro horas por semana',
    ],
    prerequisite: 'Haber completado «{course}» o un curso equivalente',
    week: 'Semana {n}: {theme}',
    themes: ['Primeros pasos', 'Conceptos clave', 'Profundización', 'Aplicaciones', 'Estudios de caso'],
    finalWeek: 'Proyecto final y repaso',
    lesson: 'Lección {n}',
    units: ['Introducción', 'Conceptos clave', 'Lectura', 'Ejercicio', 'Debate', 'Cuestionario'],
  },
  de: {
    titles: [
      ['{T}: Einführung', 1],
      ['{T}: Grundlagen', 1],
      ['{T} in der Praxis', 2],
      ['{T} für Fortgeschrittene', 3],
    ],
    short: [
      '{T}: Grundbegriffe, Beispiele aus der Praxis und wöchentliche Übungen.',
      'In {n} Wochen zum Thema {T}: kurze Videos, Lektüre und ein Abschlussprojekt.',
    ],
    about: {
      heading: 'Über diesen Kurs',
      body: '{title} führt Schritt für Schritt in das Thema {T} ein. Jede Woche verbindet kurze Videos, Lektüre und Übungen und endet mit einem benoteten Quiz.',
      learn: 'Was Sie lernen',
      how: 'Wie Sie lernen',
      howBody:
        'Lernen Sie in Ihrem eigenen Tempo, diskutieren Sie im Forum und erhalten Sie Rückmeldungen von anderen Lernenden und vom Kursteam.',
    },
    outcomes: [
      'Die Grundbegriffe zum Thema {T} erklären',
      'Aktuelle Arbeiten zum Thema {T} lesen und diskutieren',
      'Das Gelernte auf einen konkreten Fall anwenden',
      'Ein kleines eigenes Projekt umsetzen',
    ],
    requirements: [
      'Keine Vorkenntnisse erforderlich',
      'Ein Computer mit Internetzugang',
      'Etwa vier Stunden pro Woche',
    ],
    prerequisite: 'Abschluss von „{course}“ oder gleichwertige Kenntnisse',
    week: 'Woche {n}: {theme}',
    themes: ['Erste Schritte', 'Grundbegriffe', 'Vertiefung', 'Anwendungen', 'Fallstudien'],
    finalWeek: 'Abschlussprojekt und Rückblick',
    lesson: 'Lektion {n}',
    units: ['Einführung', 'Grundbegriffe', 'Lektüre', 'Übung', 'Diskussion', 'Quiz'],
  },
  it: {
    titles: [
      ['{T}: introduzione', 1],
      ['{T}: i fondamenti', 1],
      ['{T} in pratica', 2],
      ['{T}: livello avanzato', 3],
    ],
    short: [
      '{T}: concetti essenziali, esempi concreti ed esercizi ogni settimana.',
      'Un percorso di {n} settimane per capire {t}, con brevi video e un progetto finale.',
    ],
    about: {
      heading: 'Informazioni sul corso',
      body: '{title} è un corso dedicato al tema «{T}». Ogni settimana unisce brevi video, letture ed esercizi e si conclude con un quiz valutato.',
      learn: 'Cosa imparerai',
      how: 'Come imparerai',
      howBody:
        'Procedi al tuo ritmo, partecipa al forum di discussione e ricevi i commenti dei compagni e dei docenti.',
    },
    outcomes: [
      'Spiegare {t} a un pubblico non specialistico',
      'Leggere e discutere studi recenti sul tema «{T}»',
      'Applicare quanto appreso a un caso concreto',
      'Realizzare un piccolo progetto personale',
    ],
    requirements: [
      'Nessuna conoscenza preliminare richiesta',
      'Un computer con connessione a internet',
      'Circa quattro ore a settimana',
    ],
    prerequisite: 'Aver completato «{course}» o un corso equivalente',
    week: 'Settimana {n}: {theme}',
    themes: ['Primi passi', 'Concetti chiave', 'Approfondimento', 'Applicazioni', 'Casi di studio'],
    finalWeek: 'Progetto finale e ripasso',
    lesson: 'Lezione {n}',
    units: ['Introduzione', 'Concetti chiave', 'Lettura', 'Esercizio', 'Discussione', 'Quiz'],
  },
  pt: {
    titles: [
      ['{T}: introdução', 1],
      ['{T}: fundamentos', 1],
      ['{T} na prática', 2],
      ['{T}: nível avançado', 3],
    ],
    short: [
      '{T}: conceitos essenciais, exemplos reais e exercícios todas as semanas.',
      'Um percurso de {n} semanas para compreender {t}, com vídeos curtos e um projeto final.',
    ],
    about: {
      heading: 'Sobre este curso',
      body: '{title} é um curso dedicado ao tema «{T}». Cada semana combina vídeos curtos, leituras e exercícios e termina com um questionário avaliado.',
      learn: 'O que vai aprender',
      how: 'Como vai aprender',
      howBody:
        'Avance ao seu ritmo, participe no fórum de discussão e receba comentários dos colegas e da equipa docente.',
    },
    outcomes: [
      'Explicar {t} a um público não especializado',
      'Ler e discutir trabalhos recentes sobre o tema «{T}»',
      'Aplicar o que aprendeu a um caso concreto',
      'Concluir um pequeno projeto pessoal',
    ],
    requirements: [
      'Não são necessários conhecimentos prévios',
      'Um computador com ligação à internet',
      'Cerca de quatro horas por semana',
    ],
    prerequisite: 'Ter concluído «{course}» ou um curso equivalente',
    week: 'Semana {n}: {theme}',
    themes: ['Primeiros passos', 'Conceitos-chave', 'Aprofundamento', 'Aplicações', 'Estudos de caso'],
    finalWeek: 'Projeto final e revisão',
    lesson: 'Lição {n}',
    units: ['Introdução', 'Conceitos-chave', 'Leitura', 'Exercício', 'Discussão', 'Questionário'],
  },
  tr: {
    titles: [
      ['{T}: Giriş', 1],
      ['{T}: Temel Kavramlar', 1],
      ['Uygulamalı {T}', 2],
      ['İleri Düzey {T}', 3],
    ],
    short: [
      '{T}: temel kavramlar, gerçek örnekler ve her hafta alıştırmalar.',
      '{T} konusunda {n} haftalık bir yolculuk: kısa videolar, okumalar ve bir final projesi.',
    ],
    about: {
      heading: 'Bu kurs hakkında',
      body: '{title}, {T} konusunu adım adım tanıtan bir kurstur. Her hafta kısa videolar, okumalar ve alıştırmalar içerir ve notlandırılan bir sınavla biter.',
      learn: 'Neler öğreneceksiniz',
      how: 'Nasıl öğreneceksiniz',
      howBody:
        'Kendi hızınızda ilerleyin, tartışma forumuna katılın ve diğer öğrencilerden ve eğitmenlerden geri bildirim alın.',
    },
    outcomes: [
      '{T} konusundaki temel kavramları açıklamak',
      '{T} alanındaki güncel çalışmaları okuyup tartışmak',
      'Öğrendiklerinizi gerçek bir probleme uygulamak',
      'Küçük bir kişisel proje tamamlamak',
    ],
    requirements: ['Ön bilgi gerekmez', 'İnternet bağlantılı bir bilgisayar', 'Haftada yaklaşık dört saat'],
    prerequisite: '«{course}» kursunu ya da dengi bir kursu tamamlamış olmak',
    week: '{n}. Hafta: {theme}',
    themes: ['İlk adımlar', 'Temel kavramlar', 'Derinleşme', 'Uygulamalar', 'Vaka çalışmaları'],
    finalWeek: 'Final projesi ve genel tekrar',
    lesson: 'Ders {n}',
    units: ['Giriş', 'Temel kavramlar', 'Okuma', 'Alıştırma', 'Tartışma', 'Sınav'],
  },
  ar: {
    titles: [
      ['مقدمة في {T}', 1],
      ['أساسيات {T}', 1],
      ['{T}: التطبيق العملي', 2],
      ['{T}: مستوى متقدم', 3],
    ],
    short: [
      '{T}: المفاهيم الأساسية وأمثلة واقعية وتمارين كل أسبوع.',
      'رحلة من {n} أسابيع في {T}، مع مقاطع فيديو قصيرة ومشروع ختامي.',
    ],
    about: {
      heading: 'عن هذه الدورة',
      body: '{title} دورة تعرّفك على {T} خطوة بخطوة. يجمع كل أسبوع بين مقاطع فيديو قصيرة وقراءات وتمارين، وينتهي باختبار قصير.',
      learn: 'ماذا ستتعلم',
      how: 'كيف ستتعلم',
      howBody:
        'تعلّم بالسرعة التي تناسبك، وشارك في منتدى النقاش، واحصل على ملاحظات من زملائك ومن فريق الدورة.',
    },
    outcomes: [
      'شرح المفاهيم الأساسية في {T}',
      'قراءة الأبحاث الحديثة في {T} ومناقشتها',
      'تطبيق ما تعلمته على مشكلة حقيقية',
      'إنجاز مشروع صغير خاص بك',
    ],
    requirements: ['لا يلزم أي معرفة سابقة', 'حاسوب متصل بالإنترنت', 'نحو أربع ساعات أسبوعياً'],
    prerequisite: 'إتمام دورة «{course}» أو ما يعادلها',
    week: 'الأسبوع {n}: {theme}',
    themes: ['الخطوات الأولى', 'المفاهيم الأساسية', 'التعمق', 'التطبيقات', 'دراسات حالة'],
    finalWeek: 'المشروع الختامي والمراجعة',
    lesson: 'الدرس {n}',
    units: ['مقدمة', 'المفاهيم الأساسية', 'قراءة', 'تمرين', 'نقاش', 'اختبار قصير'],
  },
  fa: {
    titles: [
      ['آشنایی با {T}', 1],
      ['مبانی {T}', 1],
      ['{T} در عمل', 2],
      ['{T} پیشرفته', 3],
    ],
    short: [
      '{T}: مفاهیم اصلی، نمونه‌های واقعی و تمرین‌های هفتگی.',
      'دوره‌ای {n} هفته‌ای دربارهٔ {T}، با ویدیوهای کوتاه و یک پروژهٔ پایانی.',
    ],
    about: {
      heading: 'دربارهٔ این دوره',
      body: '{title} دوره‌ای است که شما را گام‌به‌گام با {T} آشنا می‌کند. هر هفته شامل ویدیوهای کوتاه، خواندنی‌ها و تمرین‌هاست و با یک آزمون کوتاه به پایان می‌رسد.',
      learn: 'چه چیزهایی یاد می‌گیرید',
      how: 'چگونه یاد می‌گیرید',
      howBody:
        'با سرعت خودتان پیش بروید، در انجمن گفت‌وگو شرکت کنید و از هم‌کلاسی‌ها و گروه آموزشی بازخورد بگیرید.',
    },
    outcomes: [
      'توضیح مفاهیم اصلی {T}',
      'خواندن و بحث دربارهٔ پژوهش‌های تازه در {T}',
      'به‌کارگیری آموخته‌ها در یک مسئلهٔ واقعی',
      'انجام یک پروژهٔ کوچک شخصی',
    ],
    requirements: ['به دانش پیشین نیازی نیست', 'رایانه‌ای با دسترسی به اینترنت', 'حدود چهار ساعت در هفته'],
    prerequisite: 'گذراندن دورهٔ «{course}» یا دوره‌ای هم‌ارز',
    week: 'هفتهٔ {n}: {theme}',
    themes: ['گام‌های نخست', 'مفاهیم اصلی', 'تعمیق', 'کاربردها', 'مطالعهٔ موردی'],
    finalWeek: 'پروژهٔ پایانی و مرور',
    lesson: 'درس {n}',
    units: ['مقدمه', 'مفاهیم اصلی', 'خواندنی', 'تمرین', 'گفت‌وگو', 'آزمون کوتاه'],
  },
  zh: {
    titles: [
      ['{T}导论', 1],
      ['{T}基础', 1],
      ['{T}实践', 2],
      ['{T}进阶', 3],
    ],
    short: ['{T}：核心概念、真实案例和每周练习。', '为期{n}周的{T}课程，包括简短视频、阅读材料和期末项目。'],
    about: {
      heading: '关于本课程',
      body: '{title}将带你循序渐进地了解{T}。每周包括简短视频、阅读和练习，并以一次测验结束。',
      learn: '你将学到什么',
      how: '学习方式',
      howBody: '按照自己的节奏学习，参与讨论区交流，并获得同学和课程团队的反馈。',
    },
    outcomes: [
      '解释{T}的核心概念',
      '阅读并讨论{T}领域的最新研究',
      '将所学应用于实际问题',
      '完成一个小型个人项目',
    ],
    requirements: ['无需任何基础', '一台可以上网的电脑', '每周约四小时'],
    prerequisite: '已完成《{course}》或同等课程',
    week: '第{n}周：{theme}',
    themes: ['入门', '核心概念', '深入学习', '应用', '案例分析'],
    finalWeek: '期末项目与复习',
    lesson: '第{n}节',
    units: ['导入', '核心概念', '阅读', '练习', '讨论', '测验'],
  },
};
