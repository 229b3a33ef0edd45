/** Container image references as docker reads them: registry, repository, tag and digest. */
import { parseImageReference } from '../../../src/images/image-reference.js'

describe('parseImageReference', () => {
  it.each([
    ['alpine', 'docker.io', 'registry-1.docker.io', 'library/alpine', 'latest', undefined],
    ['alpine:3.20', 'docker.io', 'registry-1.docker.io', 'library/alpine', '3.20', undefined],
    ['docker.io/acme/app:1', 'docker.io', 'registry-1.docker.io', 'acme/app', '1', undefined],
    [
      'index.docker.io/acme/app',
      'docker.io',
      'registry-1.docker.io',
      'acme/app',
      'latest',
      undefined
    ],
    ['ghcr.io/org/team/app:v1.2', 'ghcr.io', 'ghcr.io', 'org/team/app', 'v1.2', undefined],
    ['localhost:5000/app', 'localhost:5000', 'localhost:5000', 'app', 'latest', undefined],
    ['localhost/app:x', 'localhost', 'localhost', 'app', 'x', undefined],
    ['127.0.0.1:5000/a/b:c', '127.0.0.1:5000', '127.0.0.1:5000', 'a/b', 'c', undefined],
    [
      `acme/app@sha256:${'a'.repeat(64)}`,
      'docker.io',
      'registry-1.docker.io',
      'acme/app',
      undefined,
      `sha256:${'a'.repeat(64)}`
    ],
    [
      `ghcr.io/o/a:1@sha256:${'b'.repeat(64)}`,
      'ghcr.io',
      'ghcr.io',
      'o/a',
      '1',
      `sha256:${'b'.repeat(64)}`
    ]
  ])('%s', (text, registry, host, repository, tag, digest) => {
    expect(parseImageReference(text)).toEqual({ registry, host, repository, tag, digest })
  })

  it.each([
    ['Acme/App', /name/],
    ['acme/app:', /tag/],
    ['acme/app@sha256:abc', /digest/],
    ['acme//app', /name/],
    ['ghcr.io:99999x/app', /registry/],
    ['', /name/]
  ])('refuses %j', (text, problem) => {
    const parsed = parseImageReference(text)
    expect('problem' in parsed && parsed.problem).toMatch(problem)
  })
})
