import { workspacePath } from '../../../src/action/run.js'

const linux = { GITHUB_WORKSPACE: '/home/runner/work/app/app' }
const windows = { GITHUB_WORKSPACE: 'D:\\a\\app\\app' }

describe('workspacePath: where an annotation may point', () => {
  it.each([
    ['src/Price.java', linux, 'src/Price.java'],
    ['./src/../src/Price.java', linux, 'src/Price.java'],
    ['/home/runner/work/app/app/src/Price.java', linux, 'src/Price.java'],
    ['src\\test\\PriceTest.cs', linux, 'src/test/PriceTest.cs'],
    ['D:\\a\\app\\app\\src\\PriceTest.cs', windows, 'src/PriceTest.cs'],
    ['d:/a/app/app/src/PriceTest.cs', windows, 'src/PriceTest.cs']
  ])('%s is %s inside the workspace', (path, env, expected) => {
    expect(workspacePath(path, env)).toBe(expected)
  })

  it.each([
    ['../secrets', linux],
    ['..\\..\\etc\\passwd', linux],
    ['src\\..\\..\\outside', linux],
    ['/etc/passwd', linux],
    ['/home/runner/work/app/application/x', linux],
    ['C:\\Windows\\win.ini', windows],
    ['D:\\a\\app\\app', windows],
    ['/home/runner/work/app/app/src/Price.java', {}]
  ])('%s is not inside the workspace', (path, env) => {
    expect(workspacePath(path, env)).toBeUndefined()
  })
})
