/** The text around a course: description, overview HTML, outcomes, requirements and outline. */
import type { SeedTocNode } from './model.ts';
import type { Random } from './prng.ts';
import { escapeHtml as escape } from '../http/html.ts';
import { SECTION_THEMES, UNIT_NAMES } from './words.ts';

export function shortDescription(random: Random, topic: string, subject: string): string {
  const t = topic.toLowerCase();
  const s = subject.toLowerCase();
  return random.pick([
    `Learn the essentials of ${t} and how ${s} uses it, through short videos, readings and hands-on exercises.`,
    `A practical tour of ${t}: real examples from ${s}, weekly exercises and a final project.`,
    `Discover why ${t} matters in ${s} today, with case studies from practitioners around the world.`,
    `Build a solid foundation in ${t}, step by step, and apply it to problems from ${s}.`,
  ]);
}

export function outcomes(random: Random, topic: string): string[] {
  const all = [
    `Explain the core ideas of ${topic}`,
    `Apply ${topic} to real problems`,
    `Read and discuss current work in ${topic}`,
    `Build a small project that uses ${topic}`,
    `Evaluate common approaches to ${topic} critically`,
    `Communicate results to a non-specialist audience`,
  ];
  return random.sample(all, random.int(3, 5));
}

export function requirements(random: Random): string[] {
  const all = [
    'No prior experience needed',
    'High-school mathematics',
    'A computer with internet access',
    'Curiosity and about four hours a week',
    'Basic English reading skills',
  ];
  return random.sample(all, random.int(1, 3));
}

export function aboutOverview(title: string, topic: string, learn: readonly string[]): string {
  const items = learn.map((item) => `<li>${escape(item)}</li>`).join('');
  return (
    `<section><h2>About this course</h2><p>${escape(title)} is a self-contained introduction to ${escape(topic)}. ` +
    'Each week combines short lectures, readings and practice problems, and ends with a graded assignment.</p>' +
    `<h3>What you will learn</h3><ul>${items}</ul>` +
    '<h3>How you will learn</h3><p>Work at your own rhythm, join the discussion forum, and get feedback from peers and staff.</p></section>'
  );
}

export function tableOfContents(random: Random): SeedTocNode[] {
  const nodes: SeedTocNode[] = [];
  const sections = random.int(3, 6);
  for (let s = 0; s < sections; s++) {
    nodes.push({ depth: 0, name: `Week ${s + 1}: ${random.pick(SECTION_THEMES)}`, type: 'chapter' });
    const subsections = random.int(1, 3);
    for (let ss = 0; ss < subsections; ss++) {
      nodes.push({ depth: 1, name: `Lesson ${s + 1}.${ss + 1}`, type: 'sequential' });
      const units = random.int(2, 4);
      for (let u = 0; u < units; u++) {
        nodes.push({
          depth: 2,
          name: random.pick(UNIT_NAMES),
          type: random.weighted([
            ['video', 3],
            ['problem', 2],
            ['html', 2],
          ]),
        });
      }
    }
  }
  return nodes;
}
