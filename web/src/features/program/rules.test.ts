import { describe, expect, it } from 'vitest';
import { ContractError, HttpError, NetworkError } from '../../api/errors.ts';
import { programFailure } from './rules.ts';

describe('programFailure', () => {
  it.each([
    ['no program pages: not found, whatever else', false, null, 'notFound'],
    ['no error yet', true, null, null],
    ['404 (Django’s HTML page)', true, new HttpError('program', 404), 'notFound'],
    ['another status', true, new HttpError('program', 500), 'notFound'],
    ['a body of another shape', true, new ContractError('program', '', 'the body is not JSON'), 'notFound'],
    ['unreachable: worth a retry', true, new NetworkError('program'), 'retry'],
  ])('%s', (_, hasProgramPages, error, expected) => {
    expect(programFailure(hasProgramPages, error)).toBe(expected);
  });
});
