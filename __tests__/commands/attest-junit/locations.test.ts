/**
 * Where attest-junit's annotations point, as steps run in-process: from the result file's
 * `file` and `line`, else from the failure's stack trace (a JVM frame of the test's class
 * found in the workspace, a Python, JavaScript or .NET path inside it), else nowhere; and at
 * most ten of them, the first failures, with the rest counted in the summary and the log.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { runStep, type StepRun } from '../../kit/step.js'
import { annotationCommands, type AnnotationCommand } from '../../kit/annotations.js'
import { evidenceInputs } from '../../kit/examples.js'
import { useSandbox } from '../../kit/servers.js'
import { useTempDir } from '../../kit/temp.js'

const sandbox = useSandbox()
const work = useTempDir('junit-locations-')

type Files = Record<string, string>

/** A workspace holding `files` (path → content), which may name the workspace's own path. */
async function workspaceWith(files: Files | ((workspace: string) => Files)): Promise<string> {
  const workspace = await mkdtemp(join(work.path, 'workspace-'))
  const written = typeof files === 'function' ? files(workspace) : files
  for (const [path, content] of Object.entries(written)) {
    await mkdir(dirname(join(workspace, path)), { recursive: true })
    await writeFile(join(workspace, path), content)
  }
  return workspace
}

function attestIn(workspace: string, resultsDir: string): Promise<StepRun> {
  return runStep({
    inputs: evidenceInputs(sandbox, 'attest-junit', {
      name: 'unit-tests',
      'results-dir': resultsDir
    }),
    cwd: workspace
  })
}

/** Each annotation's title, file and line, as the runner shows them. */
function places(run: StepRun): Record<string, string>[] {
  return annotationCommands(run.stdout).map((command: AnnotationCommand) => command.properties)
}

/** The annotation's place for a failed test: its title, and the file and line it points at. */
function failedAt(test: string, file: string, line: string): Record<string, string> {
  return { title: `Test failed: ${test}`, file, line }
}

const JAVA_SOURCE = 'package com.acme;\n\nclass PriceTest {}\n'

/** Maven Surefire's report: JUnit 5, a nested class, and a timeout only the framework's frames show. */
const SUREFIRE_REPORT = `<?xml version="1.0" encoding="UTF-8"?>
<testsuite xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://maven.apache.org/surefire/maven-surefire-plugin/xsd/surefire-test-report-3.0.xsd" version="3.0.2" name="com.acme.PriceTest" time="0.061" tests="4" errors="1" skipped="0" failures="2">
  <properties>
    <property name="java.version" value="17.0.9"/>
    <property name="surefire.test.class.path" value="/home/runner/work/shop/shop/target/test-classes"/>
  </properties>
  <testcase name="total" classname="com.acme.PriceTest" time="0.012">
    <failure message="expected: &lt;42&gt; but was: &lt;41&gt;" type="org.opentest4j.AssertionFailedError"><![CDATA[org.opentest4j.AssertionFailedError: expected: <42> but was: <41>
	at org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
	at org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
	at org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
	at org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:150)
	at org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:563)
	at com.acme.PriceTest.total(PriceTest.java:21)
	at java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke0(Native Method)
	at java.base/java.lang.reflect.Method.invoke(Method.java:568)
	at java.base/java.util.ArrayList.forEach(ArrayList.java:1511)
]]></failure>
    <system-out><![CDATA[pricing 20 + 21
]]></system-out>
  </testcase>
  <testcase name="addsTax" classname="com.acme.PriceTest" time="0.004"/>
  <testcase name="roundsDown" classname="com.acme.PriceTest$WhenDiscounted" time="0.003">
    <failure message="expected: &lt;9.99&gt; but was: &lt;10.0&gt;" type="org.opentest4j.AssertionFailedError"><![CDATA[org.opentest4j.AssertionFailedError: expected: <9.99> but was: <10.0>
	at org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
	at org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:563)
	at com.acme.PriceTest$WhenDiscounted.lambda$roundsDown$0(PriceTest.java:34)
	at org.junit.jupiter.api.AssertAll.lambda$assertAll$0(AssertAll.java:68)
	at com.acme.PriceTest$WhenDiscounted.roundsDown(PriceTest.java:33)
]]></failure>
  </testcase>
  <testcase name="loadsRates" classname="com.acme.PriceTest" time="0.042">
    <error message="loadsRates() timed out after 10 milliseconds" type="java.util.concurrent.TimeoutException"><![CDATA[java.util.concurrent.TimeoutException: loadsRates() timed out after 10 milliseconds
	at org.junit.jupiter.engine.extension.TimeoutExceptionFactory.create(TimeoutExceptionFactory.java:29)
	at org.junit.jupiter.engine.extension.SameThreadTimeoutInvocation.proceed(SameThreadTimeoutInvocation.java:58)
	at org.junit.jupiter.engine.execution.InvocationInterceptorChain$ValidatingInvocation.proceed(InvocationInterceptorChain.java:131)
	at java.base/java.util.ArrayList.forEach(ArrayList.java:1511)
	at org.apache.maven.surefire.junitplatform.JUnitPlatformProvider.invoke(JUnitPlatformProvider.java:184)
]]></error>
  </testcase>
</testsuite>
`

/** Gradle's report: Kotlin, a method named with spaces, the class loader's and module's prefixes. */
const GRADLE_REPORT = `<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="com.acme.CartTest" tests="2" skipped="0" failures="1" errors="0" timestamp="2026-12-01T10:00:00" hostname="runner" time="0.031">
  <properties/>
  <testcase name="adds an item()" classname="com.acme.CartTest" time="0.02">
    <failure message="org.opentest4j.AssertionFailedError: expected: &lt;2&gt; but was: &lt;1&gt;" type="org.opentest4j.AssertionFailedError">org.opentest4j.AssertionFailedError: expected: &lt;2&gt; but was: &lt;1&gt;
	at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
	at app//org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:563)
	at app//com.acme.CartTest.adds an item(CartTest.kt:17)
	at java.base@17.0.9/java.lang.reflect.Method.invoke(Method.java:568)
	at app//org.junit.platform.commons.util.ReflectionUtils.invokeMethod(ReflectionUtils.java:728)
</failure>
  </testcase>
  <testcase name="empties the cart()" classname="com.acme.CartTest" time="0.011"/>
  <system-out><![CDATA[]]></system-out>
  <system-err><![CDATA[]]></system-err>
</testsuite>
`

describe('attest-junit places failing tests from their stack traces', () => {
  it('maps a Maven frame of the test class to its source file, nested classes included; framework frames alone give the test name only', async () => {
    const workspace = await workspaceWith({
      'src/main/java/com/acme/Price.java': 'package com.acme;\n',
      'src/test/java/com/acme/PriceTest.java': JAVA_SOURCE,
      // Another package's file of the same name is not the test's.
      'src/test/java/com/other/PriceTest.java': 'package com.other;\n',
      'target/surefire-reports/TEST-com.acme.PriceTest.xml': SUREFIRE_REPORT
    })
    const run = await attestIn(workspace, 'target/surefire-reports')
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ failures: '2', errors: '1', total: '4' })
    expect(places(run)).toEqual([
      failedAt('com.acme.PriceTest › total', 'src/test/java/com/acme/PriceTest.java', '21'),
      // The first frame of the nested class, a lambda in it.
      failedAt(
        'com.acme.PriceTest$WhenDiscounted › roundsDown',
        'src/test/java/com/acme/PriceTest.java',
        '34'
      ),
      // Only JUnit's, the JDK's and Surefire's frames: nothing says where the test is.
      { title: 'Test error: com.acme.PriceTest › loadsRates' }
    ])
    expect(run.summary).toContain(
      '| ❌ failure | com.acme.PriceTest | total | expected: &lt;42&gt; but was: &lt;41&gt; | `src/test/java/com/acme/PriceTest.java:21` |'
    )
    expect(run.summary).toContain(
      '| ❌ error | com.acme.PriceTest | loadsRates | loadsRates() timed out after 10 milliseconds | — |'
    )
  })

  it('gives the bare file name of a Gradle frame when no such file is in the workspace, never looking in node_modules', async () => {
    const workspace = await workspaceWith({
      // The package's folders and the file's name, but inside node_modules: not looked at.
      'node_modules/kotlin-fixtures/com/acme/CartTest.kt': 'package com.acme\n',
      'build/test-results/test/TEST-com.acme.CartTest.xml': GRADLE_REPORT
    })
    const run = await attestIn(workspace, 'build/test-results/test')
    expect(run.exitCode).toBe(0)
    expect(places(run)).toEqual([
      failedAt('com.acme.CartTest › adds an item()', 'CartTest.kt', '17')
    ])
  })

  it('picks the module whose results name the test when several modules hold the same file', async () => {
    const workspace = await workspaceWith({
      'api/src/test/java/com/acme/PriceTest.java': JAVA_SOURCE,
      'web/src/test/java/com/acme/PriceTest.java': JAVA_SOURCE,
      'web/target/surefire-reports/TEST-com.acme.PriceTest.xml': SUREFIRE_REPORT
    })
    const run = await attestIn(workspace, 'web/target/surefire-reports')
    expect(places(run)[0]).toMatchObject({
      file: 'web/src/test/java/com/acme/PriceTest.java',
      line: '21'
    })
  })

  it("places pytest's tests by their tracebacks (long and native forms), the attributes winning over the trace", async () => {
    const workspace = await workspaceWith(root => ({
      'tests/test_cart.py': 'def test_total():\n    pass\n',
      'results/pytest.xml': `<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="0" failures="3" skipped="0" tests="3" time="0.051" timestamp="2026-12-01T10:00:00.123456" hostname="runner"><testcase classname="tests.test_cart" name="test_total" time="0.001"><failure message="assert 41 == 42&#10; +  where 41 = total([20, 21])">def test_total():
&gt;       assert total([20, 21]) == 42
E       assert 41 == 42
E        +  where 41 = total([20, 21])

tests/test_cart.py:12: AssertionError</failure></testcase><testcase classname="tests.test_tax" name="test_rate" time="0.001"><failure message="KeyError: 'NL'">Traceback (most recent call last):
  File "${root}/tests/test_tax.py", line 8, in test_rate
    assert rate("NL") == 0.21
  File "${root}/src/tax.py", line 3, in rate
    raise KeyError(country)
  File "/usr/lib/python3.12/site-packages/rates/__init__.py", line 40, in lookup
KeyError: 'NL'</failure></testcase><testcase classname="tests.test_cart" name="test_discount" file="tests/test_cart.py" line="20" time="0.001"><failure message="assert 0.9 == 0.85">def test_discount():
&gt;       assert helper() == 0.85

tests/helpers.py:5: AssertionError</failure></testcase></testsuite></testsuites>`
    }))
    const run = await attestIn(workspace, 'results')
    expect(run.exitCode).toBe(0)
    expect(places(run)).toEqual([
      failedAt('tests.test_cart › test_total', 'tests/test_cart.py', '12'),
      // An absolute path inside the workspace, made relative; the first frame is the test's.
      failedAt('tests.test_tax › test_rate', 'tests/test_tax.py', '8'),
      // The attributes say where (pytest counts from 0): the trace's helper is not used.
      failedAt('tests.test_cart › test_discount', 'tests/test_cart.py', '21')
    ])
  })

  it("places jest-junit's and .NET's tests by the first frame of their own code", async () => {
    const workspace = await workspaceWith(root => ({
      'jest-junit.xml': `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="jest tests" tests="2" failures="2" errors="0" time="1.204">
  <testsuite name="cart" errors="0" failures="2" skipped="0" timestamp="2026-12-01T10:00:00" time="0.812" tests="2">
    <testcase classname="cart adds an item" name="cart adds an item" time="0.004">
      <failure>Error: expect(received).toBe(expected) // Object.is equality

Expected: 2
Received: 1
    at Object.toBe (${root}/src/cart.test.js:10:24)
    at Promise.then.completed (${root}/node_modules/jest-circus/build/utils.js:298:28)
    at new Promise (&lt;anonymous&gt;)</failure>
    </testcase>
    <testcase classname="cart parses a price" name="cart parses a price" time="0.002">
      <failure>SyntaxError: Unexpected token 'x'
    at parse (${root}/node_modules/price-parser/index.js:5:11)
    at Object.&lt;anonymous&gt; (file://${root}/src/price.test.mjs:7:3)
    at node:internal/process/task_queues:95:5</failure>
    </testcase>
  </testsuite>
</testsuites>
`,
      'dotnet.xml': `<?xml version="1.0" encoding="utf-8"?>
<testsuites>
  <testsuite name="Acme.Tests.dll" tests="1" skipped="0" failures="1" errors="0" time="0.0213" timestamp="2026-12-01T10:00:00" hostname="runner" id="0" package="Acme.Tests.dll">
    <testcase classname="Acme.Tests.PriceTests" name="Total_AddsTax" time="0.0104">
      <failure type="failure" message="Assert.Equal() Failure: Values differ&#xD;&#xA;Expected: 42&#xD;&#xA;Actual:   41">   at Xunit.Assert.Equal[T](T expected, T actual) in /_/src/xunit.assert/Asserts/EqualityAsserts.cs:line 91
   at Acme.Tests.PriceTests.Total_AddsTax() in ${root}/tests/Acme.Tests/PriceTests.cs:line 42
   at System.RuntimeMethodHandle.InvokeMethod(Object target, Void** arguments, Signature sig, Boolean isConstructor)</failure>
    </testcase>
  </testsuite>
</testsuites>
`
    }))
    const run = await attestIn(workspace, workspace)
    expect(run.exitCode).toBe(0)
    expect(places(run)).toEqual([
      // dotnet.xml is read before jest-junit.xml: the files in the order of their names.
      failedAt('Acme.Tests.PriceTests › Total_AddsTax', 'tests/Acme.Tests/PriceTests.cs', '42'),
      failedAt('cart › cart adds an item', 'src/cart.test.js', '10'),
      failedAt('cart › cart parses a price', 'src/price.test.mjs', '7')
    ])
  })

  it('never points an annotation outside the workspace, whatever path a trace or attribute gives', async () => {
    const workspace = await workspaceWith({})
    const hostile = [
      `Traceback (most recent call last):\n  File "../../etc/passwd", line 1, in x`,
      `Traceback (most recent call last):\n  File "/etc/passwd", line 2, in x`,
      `../../etc/passwd.py:3: AssertionError`,
      `..\\..\\etc\\passwd.py:3: AssertionError`,
      `Error: x\n    at Object.&lt;anonymous&gt; (/etc/passwd:4:1)`,
      `java.lang.AssertionError\n\tat com.acme.PriceTest.total(../../etc/passwd:5)`
    ]
    await writeFile(
      join(workspace, 'hostile.xml'),
      `<testsuite name="hostile">${hostile
        .map(
          (trace, n) =>
            `<testcase classname="com.acme.PriceTest" name="t${n}"><failure message="m${n}">${trace}</failure></testcase>`
        )
        .join(
          ''
        )}<testcase classname="c" name="attribute" file="../../etc/passwd" line="6"><failure message="m"/></testcase></testsuite>`
    )
    const run = await attestIn(workspace, workspace)
    expect(run.exitCode).toBe(0)
    const shown = places(run)
    expect(shown).toHaveLength(7)
    for (const properties of shown) expect(Object.keys(properties)).toEqual(['title'])
    // The summary names no place the traces gave either.
    expect(run.summary).not.toMatch(/`[^`]*passwd:[1-5]`/)
  })

  it('annotates the first ten failures in the order of the file, and the summary and the log count the rest', async () => {
    const cases = Array.from(
      { length: 13 },
      (_, n) => `  <testcase name="case${n}" classname="com.acme.PriceTest" time="0.001">
    <failure message="case ${n} failed" type="java.lang.AssertionError"><![CDATA[java.lang.AssertionError: case ${n} failed
	at org.junit.Assert.fail(Assert.java:89)
	at com.acme.PriceTest.case${n}(PriceTest.java:${100 + n})
]]></failure>
  </testcase>`
    )
    const workspace = await workspaceWith({
      'src/test/java/com/acme/PriceTest.java': JAVA_SOURCE,
      'target/surefire-reports/TEST-com.acme.PriceTest.xml': `<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="com.acme.PriceTest" time="0.1" tests="13" errors="0" skipped="0" failures="13">
${cases.join('\n')}
</testsuite>
`
    })
    const run = await attestIn(workspace, 'target/surefire-reports')
    expect(run.exitCode).toBe(0)
    expect(places(run)).toEqual(
      Array.from({ length: 10 }, (_, n) =>
        failedAt(
          `com.acme.PriceTest › case${n}`,
          'src/test/java/com/acme/PriceTest.java',
          String(100 + n)
        )
      )
    )
    expect(run.summary).toContain(
      'The first 10 failing tests are annotated; 3 more are not, as the runner shows 10 error annotations per step.'
    )
    // All thirteen are listed in the summary, with where each is.
    expect(run.summary).toContain(
      '| case12 | case 12 failed | `src/test/java/com/acme/PriceTest.java:112` |'
    )
    expect(run.stdout).toContain(
      '3 more failing tests are not annotated: the runner shows 10 error annotations per step. The job summary names every failing test.'
    )
  })
})
