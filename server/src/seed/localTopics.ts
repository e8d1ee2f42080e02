/**
 * Topics of the courses taught in other languages than English, each filed under one subject of
 * subjects.ts. `title` stands alone (course titles, headings); `name` reads inside a sentence, with the
 * article the language needs (French, Spanish, Italian and Portuguese); without one, `title` is used.
 */
export interface LocalTopic {
  subject: string;
  title: string;
  name?: string;
}

const topics = (subject: string, ...list: (string | [title: string, name: string])[]): LocalTopic[] =>
  list.map((item) =>
    typeof item === 'string' ? { subject, title: item } : { subject, title: item[0], name: item[1] },
  );

export const LOCAL_TOPICS: Record<string, readonly LocalTopic[]> = {
  ar: [
    ...topics('Data Science', 'علم البيانات', 'تحليل البيانات'),
    ...topics('Computer Science', 'البرمجة', 'الذكاء الاصطناعي'),
    ...topics('History', 'تاريخ الحضارة الإسلامية'),
    ...topics('Economics', 'الاقتصاد الكلي'),
    ...topics('Literature', 'الشعر العربي', 'الكتابة الإبداعية'),
    ...topics('Psychology', 'علم النفس الاجتماعي'),
    ...topics('Business', 'إدارة المشاريع'),
    ...topics('Marketing', 'التسويق الرقمي'),
    ...topics('Physics', 'الفيزياء الحديثة'),
    ...topics('Medicine', 'الصحة العامة'),
  ],
  fa: [
    ...topics('Computer Science', 'هوش مصنوعی', 'برنامه‌نویسی پایتون'),
    ...topics('Literature', 'ادبیات فارسی کلاسیک', 'شعر حافظ'),
    ...topics('Mathematics', 'ریاضیات گسسته', 'آمار و احتمال'),
    ...topics('Business', 'مدیریت کسب‌وکار'),
    ...topics('History', 'تاریخ ایران باستان'),
    ...topics('Art & Design', 'طراحی گرافیک', 'خوشنویسی'),
    ...topics('Psychology', 'روان‌شناسی رشد'),
    ...topics('Economics', 'اقتصاد خرد'),
    ...topics('Architecture', 'معماری پایدار'),
  ],
  zh: [
    ...topics('Data Science', '数据科学', '机器学习'),
    ...topics('History', '中国古代史'),
    ...topics('Mathematics', '线性代数'),
    ...topics('Business', '创业管理'),
    ...topics('Environment', '环境科学'),
    ...topics('Art & Design', '书法艺术'),
    ...topics('Physics', '量子力学'),
    ...topics('Engineering', '机器人学'),
  ],
  fr: [
    ...topics('Philosophy', ['Philosophie politique', 'la philosophie politique'], ['Éthique', 'l’éthique']),
    ...topics('History', ['Histoire de la Révolution française', 'l’histoire de la Révolution française']),
    ...topics('Literature', [
      'Littérature française du XIXe siècle',
      'la littérature française du XIXe siècle',
    ]),
    ...topics('Economics', ['Économie du développement', 'l’économie du développement']),
    ...topics('Psychology', ['Psychologie sociale', 'la psychologie sociale']),
    ...topics('Languages', ['Français langue étrangère', 'le français langue étrangère']),
    ...topics('Law', ['Droit international', 'le droit international']),
  ],
  es: [
    ...topics('Computer Science', ['Programación en Python', 'la programación en Python']),
    ...topics('Biology', ['Biología celular', 'la biología celular']),
    ...topics('Environment', ['Cambio climático', 'el cambio climático']),
    ...topics('Languages', ['Español como lengua extranjera', 'el español como lengua extranjera']),
    ...topics('Economics', ['Economía del comportamiento', 'la economía del comportamiento']),
    ...topics('Data Science', ['Análisis de datos', 'el análisis de datos']),
  ],
  de: [
    ...topics('Engineering', 'Regelungstechnik', 'Robotik', 'Elektrotechnik'),
    ...topics('Computer Science', 'Softwaretechnik', 'Datenbanken'),
    ...topics('Physics', 'Thermodynamik'),
    ...topics('Mathematics', 'Lineare Algebra'),
  ],
  tr: [
    ...topics('History', 'Osmanlı Tarihi'),
    ...topics('Business', 'Proje Yönetimi'),
    ...topics('Economics', 'Makroekonomi'),
    ...topics('Architecture', 'Mimarlık Tarihi'),
    ...topics('Computer Science', 'Python Programlama'),
  ],
  it: [
    ...topics(
      'Art & Design',
      ['Storia dell’arte', 'la storia dell’arte'],
      ['Design grafico', 'il design grafico'],
    ),
    ...topics('History', ['Storia di Roma antica', 'la storia di Roma antica']),
    ...topics('Architecture', ['Architettura del Rinascimento', 'l’architettura del Rinascimento']),
    ...topics('Music', ['Teoria musicale', 'la teoria musicale']),
    ...topics('Languages', ['Italiano per stranieri', 'l’italiano per stranieri']),
  ],
  pt: [
    ...topics('Business', ['Gestão de projetos', 'a gestão de projetos']),
    ...topics('Environment', ['Energias renováveis', 'as energias renováveis']),
    ...topics('Finance', ['Finanças pessoais', 'as finanças pessoais']),
    ...topics('Languages', ['Português para estrangeiros', 'o português para estrangeiros']),
    ...topics('Data Science', ['Ciência de dados', 'a ciência de dados']),
  ],
};
