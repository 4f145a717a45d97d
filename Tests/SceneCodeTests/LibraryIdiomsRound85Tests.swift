import Foundation
import MediaTiming
import Scenes
import Testing

@testable import SceneCode

/// Idioms of app code the importer follows (round 85 of unseen code): screens that make room for
/// the keyboard. The keyboard is 336 pt tall on the 390 × 844 screen (assumed, said), so it ends
/// at y = 844 − 336 = 508; its animation is 0.25 s with curve 7.
@Suite("Library idioms, round 85")
struct LibraryIdiomsRound85Tests {
  static func from(_ animation: JSONValue) -> String {
    CodeShapesTests.text(CodeShapesTests.member(animation, "from") ?? .null).filter { !$0.isWhitespace }
  }

  /// `--entry keyboardWillShow` gets the keyboard's notification: its end frame's height (336)
  /// moves the bar's bottom constraint from −20 to −356, and the handler's own 0.25 s block
  /// (the duration from `userInfo`) moves the 44-pt bar's centre from 802 to 466: UIKit's
  /// additive animation from (0, 336).
  @Test func aHandlerRunAsTheEntryGetsTheKeyboardsNotification() throws {
    let result = try importUIKitIdiom(
      """
      class Chat: UIViewController {
          let bar = UIView()
          var bottom: NSLayoutConstraint!
          override func viewDidLoad() {
              super.viewDidLoad()
              bar.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(bar)
              bottom = bar.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20)
              NSLayoutConstraint.activate([
                  bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                  bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                  bar.heightAnchor.constraint(equalToConstant: 44), bottom,
              ])
              NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
          }
          @objc func keyboardWillShow(_ notification: Notification) {
              guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
              let duration = notification.userInfo![UIResponder.keyboardAnimationDurationUserInfoKey] as! Double
              bottom.constant = -20 - frame.cgRectValue.height
              UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
          }
      }
      """, entry: "Chat.keyboardWillShow")
    #expect(LibraryIdiomsRound83Tests.text(result, "bar", "position") == "[195,466]")
    let move = try #require(idiomAnimation(result, on: "bar", key: "position"))
    #expect(Self.from(move) == "[0,336]")
    #expect(CodeShapesTests.member(move, "duration") == .number(0.25))
    #expect(result.notes.contains { $0.contains("the keyboard: 336 pt tall") })
  }

  /// A text field made first responder in `viewDidAppear` brings the keyboard up: the block
  /// observer of `keyboardWillChangeFrameNotification` runs inside the keyboard's animation,
  /// so its `layoutIfNeeded()` — in no block of its own — animates with the keyboard: 0.25 s,
  /// curve 7 taken as easeInEaseOut (said). The field rises from centre 802 by 508 − 844 = −336.
  @Test func aChangeInTheHandlerAnimatesWithTheKeyboard() throws {
    let result = try importUIKitIdiom(
      """
      class Login: UIViewController {
          let field = UITextField()
          var bottom: NSLayoutConstraint!
          override func viewDidLoad() {
              super.viewDidLoad()
              field.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(field)
              bottom = field.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20)
              NSLayoutConstraint.activate([
                  field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                  field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                  field.heightAnchor.constraint(equalToConstant: 44), bottom,
              ])
              NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
                  guard let self = self, let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                  self.bottom.constant = -20 - (self.view.bounds.height - end.minY)
                  self.view.layoutIfNeeded()
              }
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              field.becomeFirstResponder()
          }
      }
      """)
    let move = try #require(idiomAnimation(result, on: "field", key: "position"))
    #expect(Self.from(move) == "[0,336]")
    #expect(CodeShapesTests.member(move, "duration") == .number(0.25))
    #expect(CodeShapesTests.member(move, "timingFunction") == .string("easeInEaseOut"))
    #expect(CodeShapesTests.member(move, "origin") == .string("the keyboard's animation"))
    #expect(result.notes.contains { $0.contains("inside its animation") })
  }

  /// Objective-C: `addObserver:selector:name:object:` with `UIKeyboardWillShowNotification`,
  /// the frame read by `CGRectValue` and the duration by `doubleValue`; the bar set by frame
  /// rises by the keyboard's height (336) when the field becomes first responder, and comes
  /// back when it resigns 1 s later (the will-hide notification's end frame is below the screen).
  @Test func objectiveCKeyboardObservers() throws {
    let result = try importUIKitIdiom(
      """
      @interface Compose : UIViewController
      @property (nonatomic, strong) UIView *bar;
      @property (nonatomic, strong) UITextField *field;
      @end
      @implementation Compose
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.bar = [[UIView alloc] initWithFrame:CGRectMake(0, 800, 390, 44)];
          self.field = [[UITextField alloc] initWithFrame:CGRectMake(8, 4, 300, 36)];
          [self.bar addSubview:self.field];
          [self.view addSubview:self.bar];
          [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
          [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
      }
      - (void)viewDidAppear:(BOOL)animated {
          [super viewDidAppear:animated];
          [self.field becomeFirstResponder];
          dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(1.0 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
              [self.field resignFirstResponder];
          });
      }
      - (void)keyboardWillShow:(NSNotification *)notification {
          CGRect r = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
          NSTimeInterval d = [notification.userInfo[UIKeyboardAnimationDurationUserInfoKey] doubleValue];
          [UIView animateWithDuration:d animations:^{ self.bar.frame = CGRectMake(0, 800 - r.size.height, 390, 44); }];
      }
      - (void)keyboardWillHide:(NSNotification *)notification {
          [UIView animateWithDuration:0.25 animations:^{ self.bar.frame = CGRectMake(0, 800, 390, 44); }];
      }
      @end
      """, file: "idiom.m")
    let move = try #require(idiomAnimation(result, on: "bar", key: "position"))
    #expect(Self.from(move) == "[0,336]")
    // The will-hide notification 1 s later moves it back: an event then.
    let events = try #require(CodeShapesTests.member(result.document, "events"))
    #expect(CodeShapesTests.text(events).filter { !$0.isWhitespace }.contains("\"at\":1"))
  }

  /// `view.removeConstraints(view.constraints)` on a controller's own view takes away the
  /// constraints it holds (those between its subviews and itself), so the box laid out again
  /// 20 below the top rests at centre y 70, from 422 (centred before): additive from (0, 352).
  @Test func aControllersViewHoldsItsConstraints() throws {
    let result = try importUIKitIdiom(
      """
      class Login: UIViewController {
          let box = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              box.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(box)
              build(keyboard: 0)
          }
          func build(keyboard: CGFloat) {
              view.removeConstraints(view.constraints)
              box.widthAnchor.constraint(equalToConstant: 100).isActive = true
              box.heightAnchor.constraint(equalToConstant: 100).isActive = true
              box.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
              if keyboard > 0 {
                  box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
              } else {
                  box.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
              }
          }
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              build(keyboard: 336)
              UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
          }
      }
      """)
    let move = try #require(idiomAnimation(result, on: "box", key: "position"))
    #expect(Self.from(move) == "[0,352]")
    #expect(!result.notes.contains { $0.contains("conflicts") })
  }

  /// The names and keys as UIKit's strings, in every spelling.
  @Test func keyboardNamesAreUIKitsStrings() {
    #expect(CodeInterpreter.keyboardConstant("keyboardFrameEndUserInfoKey") == "UIKeyboardFrameEndUserInfoKey")
    #expect(
      CodeInterpreter.keyboardConstant("UIKeyboardAnimationCurveUserInfoKey") == "UIKeyboardAnimationCurveUserInfoKey")
    #expect(CodeInterpreter.keyboardConstant("keyboardWillHideNotification") == "UIKeyboardWillHideNotification")
    #expect(CodeInterpreter.keyboardConstant("UIKeyboardWillShow") == "UIKeyboardWillShowNotification")
    #expect(CodeInterpreter.keyboardConstant("keyboardAppearance") == nil)
  }
}
