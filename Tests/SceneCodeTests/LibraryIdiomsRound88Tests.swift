import Foundation
import MediaTiming
import Scenes
import Testing

@testable import SceneCode

/// Idioms of app code the importer follows (round 88 of unseen code): a login form that checks
/// the address with a predicate before it shakes the field.
@Suite("Library idioms, round 88")
struct LibraryIdiomsRound88Tests {
  /// `NSPredicate(format: "SELF MATCHES %@", pattern).evaluate(with: field.text!)` on an empty
  /// field is false (the whole text must match), so the sign-in shakes the address field, not
  /// the password field.
  @Test func anEmptyAddressFailsThePatternAndShakes() throws {
    let result = try importUIKitIdiom(
      """
      class Login: UIViewController {
          let email = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
          let password = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(email)
              view.addSubview(password)
          }
          func validEmail() -> Bool {
              let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\\\.[A-Za-z]{2,64}"
              return NSPredicate(format: "SELF MATCHES %@", pattern).evaluate(with: email.text!)
          }
          func shake(_ field: UITextField) {
              let shake = CAKeyframeAnimation(keyPath: "position.x")
              shake.values = [0, 10, -10, 10, 0]
              shake.duration = 0.5
              shake.isAdditive = true
              field.layer.add(shake, forKey: "shake")
          }
          @objc func signIn() {
              guard validEmail() else { return shake(email) }
              shake(password)
          }
      }
      """, entry: "Login.signIn")
    #expect(idiomAnimation(result, on: "email", key: "shake") != nil)
    #expect(idiomAnimation(result, on: "password", key: "shake") == nil)
  }

  /// The pattern matches the whole text (ICU's `matches`), a `range(of:options: .regularExpression)`
  /// anywhere; Objective-C's `predicateWithFormat:` and `evaluateWithObject:` too.
  @Test func patternsMatchAsFoundationMatchesThem() throws {
    let pattern = "[A-Za-z]+@[a-z]+\\.[a-z]{2,}"
    #expect(CodeInterpreter.matches(pattern, "ann@mail.com", whole: true) == true)
    #expect(CodeInterpreter.matches(pattern, "ann@mail.com!", whole: true) == false)
    #expect(CodeInterpreter.matches("a|ab", "ab", whole: true) == true)
    #expect(CodeInterpreter.matches(pattern, "to ann@mail.com", whole: false) == true)
    #expect(CodeInterpreter.matches("(", "x", whole: true) == nil)
    let result = try importUIKitIdiom(
      """
      @interface Login : UIViewController
      @property (nonatomic, strong) UIView *box;
      @end
      @implementation Login
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
          [self.view addSubview:self.box];
          NSPredicate *p = [NSPredicate predicateWithFormat:@"SELF MATCHES %@", @"[0-9]{4}"];
          if ([p evaluateWithObject:@"2024"]) {
              [UIView animateWithDuration:0.3 animations:^{ self.box.alpha = 0; }];
          }
      }
      @end
      """, file: "idiom.m")
    #expect(idiomAnimation(result, on: "box", key: "opacity") != nil)
  }
}
