/**
 * How the course page speaks of its learners: a crowd earns an exclamation ("48,200 learners already
 * enrolled!"), a handful does not ("1 learner already enrolled" would sound like irony with one).
 */
export const CROWD_FROM = 100;

export type Crowd = 'large' | 'small';

export function learnerCrowd(count: number): Crowd {
  return count >= CROWD_FROM ? 'large' : 'small';
}
