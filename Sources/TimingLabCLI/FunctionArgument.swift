import ArgumentParser
import MediaTiming
import Scenes

/// Resolving `FUNCTION` arguments: a name, `cubic-bezier(x1,y1,x2,y2)` or
/// `spring(mass,stiffness,damping,initialVelocity)`.
enum FunctionArgument {
  static func resolve(_ text: String) throws(CLIFailure) -> TimingFunction {
    if let function = TimingFunction.named(text) { return function }
    if let problem = TimingFunction.problem(with: text) { throw .badInput("function \"\(text)\": \(problem).") }
    let hint = timingFunctionHint(text).map { " Did you mean \"\($0)\"?" } ?? ""
    throw .badInput(
      "unknown function \"\(text)\".\(hint) Use a name from 'timinglab curve --list', cubic-bezier(x1,y1,x2,y2) or spring(mass,stiffness,damping,velocity)."
    )
  }
}
